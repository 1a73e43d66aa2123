// Which modals are open, for an app that must not put something of its own over one (an offered
// popup that waits until no dialog is up). Every open Modal reports itself to the nearest
// provider, whoever owns it: the app's modal host or a page's own review and transaction dialogs.
import { createContext } from 'react';

export interface ModalPresence {
  /** Called when a modal opens; the function it returns is called when that modal closes. */
  opened(): () => void;
}

/** Provide a `ModalPresence` to hear every Modal below it open and close. */
export const ModalPresenceContext = createContext<ModalPresence | null>(null);

/**
 * The `ModalPresence` that counts open modals: `onChange(+1)` as one opens, `onChange(-1)` once as
 * it closes (a second close of the same modal changes nothing).
 */
export function countingModalPresence(onChange: (delta: 1 | -1) => void): ModalPresence {
  return {
    opened() {
      onChange(1);
      let closed = false;
      return () => {
        if (closed) return;
        closed = true;
        onChange(-1);
      };
    },
  };
}
