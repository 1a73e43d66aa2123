// The lists the Manage Lists view shows (spec 000 §2), derived from the lists state.
import { sanitizeDisplayText } from '@dex/primitives';
import type { ListsState } from './listsState';
import { formatListVersion } from './listUpdates';

/** Only plain web locations get a "View list" link; ipfs://, ipns:// and ENS names do not. */
function safeListHref(url: string): string | undefined {
  return /^https?:\/\//i.test(url) ? url : undefined;
}

export interface ManagedListView {
  readonly url: string;
  readonly name: string;
  readonly version?: string;
  readonly tokenCount?: number;
  readonly enabled: boolean;
  readonly error?: string;
  readonly updateAvailable: boolean;
  readonly removable: boolean;
  readonly viewHref?: string;
}

/**
 * The lists the user manages (not the unsupported-assets lists), active first then by name; the
 * last remaining list cannot be removed.
 */
export function managedLists(state: ListsState, hiddenUrls: readonly string[]): ManagedListView[] {
  const urls = Object.keys(state.byUrl).filter((url) => !hiddenUrls.includes(url));
  const views = urls.map((url): ManagedListView => {
    const list = state.byUrl[url];
    const current = list?.current ?? null;
    const href = safeListHref(url);
    return {
      url,
      name: current ? sanitizeDisplayText(current.name) : url,
      ...(current
        ? { version: formatListVersion(current.version), tokenCount: current.tokens.length }
        : {}),
      enabled: state.activeListUrls.includes(url),
      ...(list?.error ? { error: list.error } : {}),
      updateAvailable: Boolean(list?.pendingUpdate),
      removable: urls.length > 1,
      ...(href ? { viewHref: href } : {}),
    };
  });
  return views.sort(
    (a, b) => Number(b.enabled) - Number(a.enabled) || a.name.localeCompare(b.name),
  );
}
