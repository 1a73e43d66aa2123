import { atom } from 'jotai';

// Pluggable reporters: page views (none by default) and errors (the console by default).

/**
 * Where page views go. The default build reports nowhere: no cookies, no third-party calls. A
 * deployment may set its own reporter on `analyticsReporterAtom`.
 * @spec 000 §7.15 Analytics events are sent (not product
 */
export interface AnalyticsReporter {
  /** Called with path plus search string (e.g. `/swap?outputCurrency=ETH`) on every change. */
  pageView(page: string): void;
}

export const noopAnalytics: AnalyticsReporter = { pageView: () => {} };

export const analyticsReporterAtom = atom<AnalyticsReporter>(noopAnalytics);

/** Where an error was seen: React's root (uncaught, caught by a boundary, recovered) or the window. */
export type ErrorSource =
  | 'render-uncaught'
  | 'render-caught'
  | 'render-recoverable'
  | 'window-error'
  | 'unhandled-rejection';

export interface ErrorContext {
  readonly source: ErrorSource;
  /** React's component stack, for render errors. */
  readonly componentStack?: string;
}

/**
 * Where errors go. The default writes them to the console; a deployment may set its own on
 * `errorReporterAtom` (e.g. one that sends them to its monitoring service).
 */
export interface ErrorReporter {
  error(error: unknown, context: ErrorContext): void;
}

export const consoleErrorReporter: ErrorReporter = {
  error: (error, { source, componentStack }) =>
    console.error(`[dex] ${source}:`, error, ...(componentStack ? [componentStack] : [])),
};

export const errorReporterAtom = atom<ErrorReporter>(consoleErrorReporter);

type RenderErrorHandler = (error: unknown, info: { componentStack?: string | undefined }) => void;

/** `createRoot` options that hand React's render errors to the reporter current at that moment. */
export function rootErrorOptions(reporter: () => ErrorReporter): {
  onUncaughtError: RenderErrorHandler;
  onCaughtError: RenderErrorHandler;
  onRecoverableError: RenderErrorHandler;
} {
  const handler =
    (source: ErrorSource): RenderErrorHandler =>
    (error, info) =>
      reporter().error(error, {
        source,
        ...(info.componentStack ? { componentStack: info.componentStack } : {}),
      });
  return {
    onUncaughtError: handler('render-uncaught'),
    onCaughtError: handler('render-caught'),
    onRecoverableError: handler('render-recoverable'),
  };
}

// @spec 000 §8.12 A global window error is reported
/** Sends the window's `error` and `unhandledrejection` events to the reporter; returns the undo. */
export function reportWindowErrors(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  reporter: () => ErrorReporter,
): () => void {
  const onError = (event: ErrorEvent) =>
    // `error` is null for a cross-origin script ("Script error."): report the message then.
    reporter().error(event.error ?? event.message, { source: 'window-error' });
  const onRejection = (event: PromiseRejectionEvent) =>
    reporter().error(event.reason, { source: 'unhandled-rejection' });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
