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
