import { describe, expect, it, vi } from 'vitest';
import { listUpdatePopupView } from './listUpdatePopup';

const version = (major: number, minor: number, patch: number) => ({ major, minor, patch });

describe('listUpdatePopupView', () => {
  // The translator echoes its key and values.
  const t = (key: string, values?: Readonly<Record<string, string | number>>) =>
    values ? `${key} ${JSON.stringify(values)}` : key;
  const summary = (name: string, major: number) => ({ name, version: version(major, 0, 0) });
  const notice = (auto: boolean, name = 'Dex Default') => ({
    type: 'listUpdate' as const,
    listUrl: 'https://l',
    oldList: summary(name, 1),
    newList: summary(name, 2),
    auto,
  });
  const dismissOnly = { onDismiss: () => {} };

  it('says an automatic update was made', () => {
    expect(listUpdatePopupView(t, notice(true), dismissOnly)).toEqual({
      kind: 'updated',
      text: 'popup.listUpdated {"name":"Dex Default","version":"2.0.0"}',
    });
  });

  it('offers any other: Accept update applies it and dismisses the popup, Dismiss only dismisses', () => {
    const onAccept = vi.fn();
    const onDismiss = vi.fn();
    const view = listUpdatePopupView(t, notice(false), { onAccept, onDismiss });
    if (view.kind !== 'available') throw new Error('expected the offer');
    expect(view.message).toBe(
      'popup.listUpdateAvailable {"name":"Dex Default","oldVersion":"1.0.0","newVersion":"2.0.0"}',
    );
    expect(view.accept?.label).toBe('popup.acceptUpdate');
    expect(view.dismiss.label).toBe('popup.dismiss');
    view.accept?.onClick();
    expect(onAccept).toHaveBeenCalledWith('https://l');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    view.dismiss.onClick();
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('offers no Accept update where the app cannot apply it', () => {
    const view = listUpdatePopupView(t, notice(false), dismissOnly);
    expect(view.kind === 'available' && view.accept).toBeUndefined();
  });

  it("shows a list name's reordering characters instead of obeying them", () => {
    const view = listUpdatePopupView(t, notice(false, '\u202Etluafed xeD'), dismissOnly);
    expect(view.kind === 'available' && view.message).toContain('\uFFFDtluafed xeD');
  });
});
