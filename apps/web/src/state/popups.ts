// The app's popups (transactions, their outcomes, list updates) over ui-kit's popup list.
import type { ListUpdateNotice } from '@dex/token-lists';
import type { TransactionNotice } from '@dex/transactions';
import { type PopupEntry, popupListReducer } from '@dex/ui-kit';
import { atom } from 'jotai';

// @spec 000 §3.8 Popup
/** A transaction's notice (@dex/transactions' transactionNotice) or a list update. */
export type PopupContent = TransactionNotice | ListUpdateNotice;

/** A popup of the app's kinds (ui-kit's popup list holds any content). */
export type Popup = PopupEntry<PopupContent>;

// @spec 000 §3.7 Application state
export const popupListAtom = atom<readonly Popup[]>([]);

export const activePopupsAtom = atom((get) => get(popupListAtom).filter((popup) => popup.show));

/** Numbers the popups added without a key, per store. */
const popupSequenceAtom = atom(0);

export interface AddPopupInput {
  content: PopupContent;
  /** Defaults to a fresh key; pass one (e.g. the transaction hash) to de-duplicate. */
  key?: string;
  removeAfterMs?: number | null;
}

export const addPopupAtom = atom(null, (get, set, input: AddPopupInput) => {
  const sequence = get(popupSequenceAtom) + 1;
  set(popupSequenceAtom, sequence);
  const key = input.key ?? `popup-${sequence}`;
  set(
    popupListAtom,
    popupListReducer(get(popupListAtom), {
      type: 'add',
      key,
      content: input.content,
      removeAfterMs: input.removeAfterMs,
    }),
  );
});

export const removePopupAtom = atom(null, (get, set, key: string) => {
  set(popupListAtom, popupListReducer(get(popupListAtom), { type: 'remove', key }));
});
