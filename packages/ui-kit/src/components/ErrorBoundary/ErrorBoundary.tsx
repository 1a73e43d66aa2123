import { Component, type ErrorInfo, type ReactNode, useId } from 'react';
import { clsx } from '../../internal/clsx';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { actions, details, fallback, inDialog } from './ErrorBoundary.css';

export interface ErrorBoundaryProps {
  readonly children: ReactNode;
  /** What shows instead of the children after one of them threw while rendering. */
  readonly fallback: (props: { readonly error: unknown; readonly reset: () => void }) => ReactNode;
  /** When any of these change (e.g. the location), a shown fallback gives way to the children again. */
  readonly resetKeys?: readonly unknown[];
  /** Called with what was caught; React's root `onCaughtError` sees it too. */
  readonly onError?: (error: unknown, info: ErrorInfo) => void;
}

interface ErrorBoundaryState {
  readonly caught: { readonly error: unknown } | null;
}

const changed = (a: readonly unknown[] = [], b: readonly unknown[] = []) =>
  a.length !== b.length || a.some((value, index) => !Object.is(value, b[index]));

/**
 * Keeps a render error inside the part of the page that threw: the rest of the app keeps working
 * and the fallback offers a way back. "Try again" (`reset`) renders the children anew.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { caught: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { caught: { error } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.caught && changed(previous.resetKeys, this.props.resetKeys)) this.reset();
  }

  reset = () => this.setState({ caught: null });

  override render() {
    const { caught } = this.state;
    return caught
      ? this.props.fallback({ error: caught.error, reset: this.reset })
      : this.props.children;
  }
}

export interface ErrorFallbackProps {
  /** "Something went wrong" */
  readonly title: string;
  /** A short explanation: what stopped working and that the rest still does. */
  readonly message: string;
  /** "Try again" */
  readonly retryLabel: string;
  readonly onRetry: () => void;
  /** Another way back beside retrying, e.g. a router link to the home page or a Close button. */
  readonly exit?: ReactNode;
  /** Technical detail such as the error's message, shown small, as text. */
  readonly details?: string;
  /** A page region (default, with an h1) or the body of a dialog (an h2). */
  readonly placement?: 'page' | 'dialog';
  /** Set on the heading, e.g. to name a dialog that shows this fallback. */
  readonly titleId?: string;
}

/** The "Something went wrong" view an `ErrorBoundary` shows: what happened and a way back. */
export function ErrorFallback({
  title,
  message,
  retryLabel,
  onRetry,
  exit,
  details: detailText,
  placement = 'page',
  titleId,
}: ErrorFallbackProps) {
  const ownId = useId();
  const headingId = titleId ?? ownId;
  return (
    <section
      aria-labelledby={headingId}
      className={clsx(fallback, placement === 'dialog' ? inDialog : undefined)}
    >
      <Text as={placement === 'page' ? 'h1' : 'h2'} variant="title" id={headingId}>
        {title}
      </Text>
      <Text as="p" tone="secondary">
        {message}
      </Text>
      {detailText ? (
        <Text as="p" variant="mono" tone="tertiary" className={details}>
          {detailText}
        </Text>
      ) : null}
      <div className={actions}>
        <Button variant="primary" onClick={onRetry}>
          {retryLabel}
        </Button>
        {exit}
      </div>
    </section>
  );
}
