import { atom } from 'jotai';

/** Spec §9: popups disappear after 25 s unless told otherwise. */
export const DEFAULT_POPUP_REMOVE_AFTER_MS = 25_000;

/** The parts of a token list a list-update popup shows (a full token list fits this shape). */
export interface PopupListSummary {
  readonly name: string;
  readonly version: { readonly major: number; readonly minor: number; readonly patch: number };
}

export type PopupContent =
  | {
      readonly type: 'transaction';
      readonly hash: string;
      readonly success: boolean;
      readonly summary?: string;
    }
  | {
      /** A transaction that ended without its own receipt (see @dex/transactions' events). */
      readonly type: 'transactionOutcome';
      readonly outcome: 'replaced' | 'cancelled' | 'dropped';
      readonly hash: string;
      readonly summary?: string;
      /** The transaction that took its nonce: the followed speed-up, or the cancelling one. */
      readonly replacementHash?: string;
    }
  | {
      readonly type: 'listUpdate';
      readonly listUrl: string;
      readonly oldList: PopupListSummary;
      readonly newList: PopupListSummary;
      /** Automatic updates only announce the new version; others offer Accept update / Dismiss. */
      readonly auto: boolean;
    };

export interface Popup {
  readonly key: string;
  readonly show: boolean;
  /** Null keeps the popup until it is dismissed. */
  readonly removeAfterMs: number | null;
  readonly content: PopupContent;
}

export type PopupAction =
  | {
      readonly type: 'add';
      readonly key: string;
      readonly content: PopupContent;
      readonly removeAfterMs?: number | null;
    }
  | { readonly type: 'remove'; readonly key: string };

/**
 * The popup list's transitions. Adding a key that already exists replaces that popup (so a repeated
 * event shows once, last on the list); removing hides it. Hidden popups are dropped on the next add.
 */
export function popupListReducer(state: readonly Popup[], action: PopupAction): readonly Popup[] {
  switch (action.type) {
    case 'add':
      return [
        ...state.filter((popup) => popup.show && popup.key !== action.key),
        {
          key: action.key,
          show: true,
          removeAfterMs:
            action.removeAfterMs === undefined
              ? DEFAULT_POPUP_REMOVE_AFTER_MS
              : action.removeAfterMs,
          content: action.content,
        },
      ];
    case 'remove':
      return state.map((popup) =>
        popup.key === action.key && popup.show ? { ...popup, show: false } : popup,
      );
  }
}

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
