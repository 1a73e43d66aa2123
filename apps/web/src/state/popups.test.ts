import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import {
  activePopupsAtom,
  addPopupAtom,
  type PopupContent,
  popupListAtom,
  removePopupAtom,
} from './popups';

const txContent = (hash: string): PopupContent => ({
  type: 'transaction',
  hash,
  success: true,
  summary: `tx ${hash}`,
});

describe('popup atoms', () => {
  it('generate distinct keys and expose only shown popups', () => {
    const store = createStore();
    store.set(addPopupAtom, { content: txContent('0x1') });
    store.set(addPopupAtom, { content: txContent('0x2') });
    const [first, second] = store.get(activePopupsAtom);
    expect(first?.key).not.toBe(second?.key);
    store.set(removePopupAtom, first?.key ?? '');
    expect(store.get(activePopupsAtom).map((popup) => popup.content)).toEqual([txContent('0x2')]);
    expect(store.get(popupListAtom)).toHaveLength(2);
  });
});
