// The app's popups (transactions, their outcomes, list updates) over ui-kit's popup list.
import type { TransactionNotice } from '@dex/transactions';
import { type PopupEntry, popupListReducer } from '@dex/ui-kit';
import { atom } from 'jotai';

/** The parts of a token list a list-update popup shows (a full token list fits this shape). */
export interface PopupListSummary {
  readonly name: string;
  readonly version: { readonly major: number; readonly minor: number; readonly patch: number };
}

// @spec 000 §3.8 Popup
/** A transaction's notice (@dex/transactions' transactionNotice) or a list update. */
export type PopupContent =
  | TransactionNotice
  | {
      readonly type: 'listUpdate';
      readonly listUrl: string;
      readonly oldList: PopupListSummary;
      readonly newList: PopupListSummary;
      /** Automatic updates only announce the new version; others offer Accept update / Dismiss. */
      readonly auto: boolean;
    };

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
