// A page's write session: its transaction dialog, the write it has sent through that dialog, and
// what closing the dialog means (after a submitted write a page resets its form). One helper
// instead of a dialog atom, a submitted-hash atom and a dismiss atom in every page.
import { atom, type PrimitiveAtom, type WritableAtom } from 'jotai';
import type { WriteDialogAtom, WriteDialogState } from './writeAtoms';

export interface WriteSession {
  /** The page's transaction dialog (pass it to `writeAtom`); null while closed or at the form. */
  readonly dialog: WriteDialogAtom;
  /** The hash of the write sent from the page (set it when `writeAtom` resolves with one). */
  readonly submitted: PrimitiveAtom<string | null>;
  /** Closes the dialog; true when a write sent from the page is behind it (then forgotten). */
  readonly dismiss: WritableAtom<null, [], boolean>;
}

export function writeSession(): WriteSession {
  const dialog = atom<WriteDialogState | null>(null);
  const submitted = atom<string | null>(null);
  const dismiss = atom(null, (get, set): boolean => {
    set(dialog, null);
    const sent = get(submitted) !== null;
    set(submitted, null);
    return sent;
  });
  return { dialog, submitted, dismiss };
}
