import type { MouseEvent, ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { Text } from '../Text/Text';
import { blocked, guard, main, page, skipLink } from './AppShell.css';

export interface AppFrameProps {
  /** The skip link's text, e.g. "Skip to content"; it jumps to `AppMain`. */
  skipToContentLabel: string;
  children: ReactNode;
}

const MAIN_CONTENT_ID = 'main-content';

// The jump moves focus itself instead of following the fragment: an app whose routes live in the
// URL's fragment (#/swap) would otherwise read "#main-content" as a route and leave the page.
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(MAIN_CONTENT_ID);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.scrollIntoView?.();
}

/** The page: a skip link first for keyboard users, then the header, content and overlays. */
export function AppFrame({ skipToContentLabel, children }: AppFrameProps) {
  return (
    <div className={page}>
      <a href={`#${MAIN_CONTENT_ID}`} className={skipLink} onClick={skipToMain}>
        {skipToContentLabel}
      </a>
      {children}
    </div>
  );
}

/** The content area the skip link jumps to; focusable so the jump moves the keyboard too. */
export function AppMain({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} className={main} tabIndex={-1}>
      {children}
    </main>
  );
}

export type PageNoticeProps =
  /** A spinner with an accessible label, while the page waits. */
  | { kind: 'loading'; label: string }
  /** A message announced as an alert, standing in for the page. */
  | { kind: 'error'; message: string };

/** What stands where the page would be while it cannot be shown, centred in the content area. */
export function PageNotice(props: PageNoticeProps) {
  if (props.kind === 'loading') {
    return (
      <div className={guard}>
        <Spinner size="lg" tone="accent" label={props.label} />
      </div>
    );
  }
  return (
    <div className={guard} role="alert">
      <Text>{props.message}</Text>
    </div>
  );
}

/** Shown instead of the whole app, e.g. for a blocked account: one line of text, centred. */
export function BlockedScreen({ title }: { title: string }) {
  return (
    <main className={blocked}>
      <Text as="p" variant="title">
        {title}
      </Text>
    </main>
  );
}
