// Another tab of the same page wrote its storage: the window's `storage` event, for a value kept
// under one key of the page's storage (scoped as pageStorage scopes it).
import { pageStorageKey } from './pageStorage';

/**
 * Calls `onChange` whenever another tab changes `key` in the page's storage or clears the whole
 * storage; returns the unsubscribe. Does nothing outside a browser.
 */
export function onPageStorageChange(key: string, onChange: () => void): () => void {
  const target = globalThis as {
    addEventListener?: (type: 'storage', listener: (event: { key: string | null }) => void) => void;
    removeEventListener?: (
      type: 'storage',
      listener: (event: { key: string | null }) => void,
    ) => void;
  };
  if (typeof target.addEventListener !== 'function') return () => {};
  const listener = (event: { key: string | null }) => {
    // A null key: the other tab cleared the whole storage.
    if (event.key === null || event.key === pageStorageKey(key)) onChange();
  };
  target.addEventListener('storage', listener);
  return () => target.removeEventListener?.('storage', listener);
}
