// The browser tab's title while a page is shown: every page sets its own (the app writes it, e.g.
// "Pool | Uniswap"), so each sets it on mount and again when its text changes.
import { useEffect } from 'react';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
