// How a list update's popup reads (spec 000 §3 "Popup"). Its own module: the popups load on
// demand, so these words stay out of a page's first load, which announces the updates.
import { sanitizeDisplayText, type Translator } from '@dex/primitives';
import type { TokenList } from '@uniswap/token-lists';
import type { ListUpdateNotice } from './listUpdates';

export type ListUpdatePopupMessage =
  | 'popup.listUpdated'
  | 'popup.listUpdateAvailable'
  | 'popup.acceptUpdate'
  | 'popup.dismiss';

/** A version as a list-update popup writes it: `1.2.3`. */
const versionText = ({ major, minor, patch }: TokenList['version']) => `${major}.${minor}.${patch}`;

/**
 * How a list update's popup reads: an automatic one only says the list was updated; any other
 * offers Dismiss and, when the app can apply it (`onAccept`), Accept update, which applies the
 * update and dismisses the popup. A list names itself, so its hidden and reordering characters
 * are shown, not obeyed.
 */
export function listUpdatePopupView(
  t: Translator<ListUpdatePopupMessage>,
  notice: ListUpdateNotice,
  actions: { readonly onAccept?: (listUrl: string) => void; readonly onDismiss: () => void },
) {
  if (notice.auto) {
    return {
      kind: 'updated' as const,
      text: t('popup.listUpdated', {
        name: sanitizeDisplayText(notice.newList.name),
        version: versionText(notice.newList.version),
      }),
    };
  }
  const { onAccept, onDismiss } = actions;
  return {
    kind: 'available' as const,
    message: t('popup.listUpdateAvailable', {
      name: sanitizeDisplayText(notice.oldList.name),
      oldVersion: versionText(notice.oldList.version),
      newVersion: versionText(notice.newList.version),
    }),
    accept: onAccept
      ? {
          label: t('popup.acceptUpdate'),
          onClick: () => {
            onAccept(notice.listUrl);
            onDismiss();
          },
        }
      : undefined,
    dismiss: { label: t('popup.dismiss'), onClick: onDismiss },
  };
}
