// The popup list behind PopupRegion (spec 000 §9: popups disappear after 25 s unless told
// otherwise), as a pure reducer over any kind of popup content.

/** Spec §9: popups disappear after 25 s unless told otherwise. */
export const DEFAULT_POPUP_REMOVE_AFTER_MS = 25_000;

// @spec 000 §3.8 Popup
export interface PopupEntry<C> {
  readonly key: string;
  readonly show: boolean;
  /** Null keeps the popup until it is dismissed. */
  readonly removeAfterMs: number | null;
  readonly content: C;
}

export type PopupListAction<C> =
  | {
      readonly type: 'add';
      readonly key: string;
      readonly content: C;
      readonly removeAfterMs?: number | null;
    }
  | { readonly type: 'remove'; readonly key: string };

/**
 * The popup list's transitions. Adding a key that already exists replaces that popup (so a repeated
 * event shows once, last on the list); removing hides it. Hidden popups are dropped on the next add.
 * @spec 000 §4.19 Popups
 */
export function popupListReducer<C>(
  state: readonly PopupEntry<C>[],
  action: PopupListAction<C>,
): readonly PopupEntry<C>[] {
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
