// A page's write session: its review step, its transaction dialog, the write it has sent through
// that dialog, and what closing the dialog means (after a submitted write a page resets its form).
// One helper instead of review, dialog, submitted-hash, attempt and dismiss atoms in every page.
import { settledWriteSession, type WriteAttempt, type WriteSessionOptions } from '@dex/write';
import { atom, type PrimitiveAtom, type WritableAtom } from 'jotai';
import {
  type WriteDialogAtom,
  type WriteDialogState,
  type WriteOptions,
  writeAtom,
} from './writeAtoms';

export type { WriteAttempt, WriteSessionOptions } from '@dex/write';

export interface WriteSession {
  /** The page's review dialog before anything is sent (closed by `write` and `dismiss`). */
  readonly reviewing: PrimitiveAtom<boolean>;
  /** The page's transaction dialog (pass it to `writeAtom`); null while closed or at the form. */
  readonly dialog: WriteDialogAtom;
  /** The hash of the write sent from the page (set it when `writeAtom` resolves with one). */
  readonly submitted: PrimitiveAtom<string | null>;
  /** The last `write`'s progress (approvals aside), for pages that follow it until mined. */
  readonly attempt: PrimitiveAtom<WriteAttempt | null>;
  /** Sends the page's write through its dialog (closing the review) and keeps its hash. */
  readonly write: WritableAtom<null, [Omit<WriteOptions, 'dialog'>], Promise<string | null>>;
  /** Closes the dialogs; true when a write sent from the page is behind them (then forgotten). */
  readonly dismiss: WritableAtom<null, [], boolean>;
}

export function writeSession(sessionOptions: WriteSessionOptions = {}): WriteSession {
  const reviewing = atom(false);
  const dialog = atom<WriteDialogState | null>(null);
  const submitted = atom<string | null>(null);
  const attempt = atom<WriteAttempt | null>(null);
  const write = atom(null, async (_get, set, options: Omit<WriteOptions, 'dialog'>) => {
    set(reviewing, false);
    set(submitted, null);
    set(attempt, { phase: 'sending' });
    let rejected = false;
    const hash = await set(writeAtom, {
      ...options,
      dialog,
      onRejection: () => {
        rejected = true;
        options.onRejection?.();
      },
    });
    const settled = settledWriteSession(hash, rejected, sessionOptions);
    if (settled.reviewAgain) {
      set(dialog, null);
      set(reviewing, true);
    }
    set(submitted, hash);
    set(attempt, settled.attempt);
    return hash;
  });
  const dismiss = atom(null, (get, set): boolean => {
    set(reviewing, false);
    set(dialog, null);
    const sent = get(submitted) !== null;
    set(submitted, null);
    return sent;
  });
  return { reviewing, dialog, submitted, attempt, write, dismiss };
}
