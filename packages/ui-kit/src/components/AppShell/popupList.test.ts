import { describe, expect, it } from 'vitest';
import { DEFAULT_POPUP_REMOVE_AFTER_MS, popupListReducer } from './popupList';

const txContent = (hash: string) => ({ type: 'transaction', hash, summary: `tx ${hash}` });

describe('popupListReducer', () => {
  it('adds shown popups with the 25 s default removal time', () => {
    const state = popupListReducer([], { type: 'add', key: 'a', content: txContent('0x1') });
    expect(state).toEqual([
      {
        key: 'a',
        show: true,
        removeAfterMs: DEFAULT_POPUP_REMOVE_AFTER_MS,
        content: txContent('0x1'),
      },
    ]);
    expect(DEFAULT_POPUP_REMOVE_AFTER_MS).toBe(25_000);
  });

  it('keeps an explicit removal time, including null for sticky popups', () => {
    const state = popupListReducer([], {
      type: 'add',
      key: 'a',
      content: txContent('0x1'),
      removeAfterMs: null,
    });
    expect(state[0]?.removeAfterMs).toBeNull();
    const timed = popupListReducer([], {
      type: 'add',
      key: 'b',
      content: txContent('0x2'),
      removeAfterMs: 1000,
    });
    expect(timed[0]?.removeAfterMs).toBe(1000);
  });

  it('replaces a popup with the same key instead of showing it twice', () => {
    let state = popupListReducer([], { type: 'add', key: 'a', content: txContent('0x1') });
    state = popupListReducer(state, { type: 'add', key: 'b', content: txContent('0x2') });
    state = popupListReducer(state, { type: 'add', key: 'a', content: txContent('0x3') });
    expect(state.map((popup) => [popup.key, popup.content])).toEqual([
      ['b', txContent('0x2')],
      ['a', txContent('0x3')],
    ]);
  });

  it('hides a removed popup and drops hidden ones on the next add', () => {
    let state = popupListReducer([], { type: 'add', key: 'a', content: txContent('0x1') });
    state = popupListReducer(state, { type: 'remove', key: 'a' });
    expect(state).toEqual([expect.objectContaining({ key: 'a', show: false })]);
    state = popupListReducer(state, { type: 'add', key: 'b', content: txContent('0x2') });
    expect(state.map((popup) => popup.key)).toEqual(['b']);
  });

  it('ignores removing an unknown key', () => {
    const state = popupListReducer([], { type: 'add', key: 'a', content: txContent('0x1') });
    expect(popupListReducer(state, { type: 'remove', key: 'zzz' })).toEqual(state);
  });
});
