// Where the app's page views and errors go: pluggable reporters (page views nowhere and errors to
// the console by default), React's root error options, and the one shipped analytics
// implementation (spec 000 §7 "the IP is anonymised and no cookie is stored"): page views and
// errors POSTed (through the caller's `send`) as small JSON bodies to the deployment's own endpoint
// (VITE_ANALYTICS_ENDPOINT). Off unless configured; nothing goes to a third party by default.
// What is sent is chosen so the endpoint learns no one's identity: no cookies or credentials, no
// referrer, no query values (they may hold addresses), no account, and addresses in error messages
// are blanked. Anonymising the IP is the endpoint's job: it must not store the sender's address.
/**
 * Where page views go. The default build reports nowhere: no cookies, no third-party calls. A
 * deployment may set its own reporter (the app's `analyticsReporterAtom`).
 * @spec 000 §7.15 Analytics events are sent (not product
 */
export interface AnalyticsReporter {
  /** Called with path plus search string (e.g. `/swap?outputCurrency=ETH`) on every change. */
  pageView(page: string): void;
}

export const noopAnalytics: AnalyticsReporter = { pageView: () => {} };

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
 * Where errors go. The default writes them to the console; a deployment may set its own (the
 * app's `errorReporterAtom`, e.g. one that sends them to its monitoring service).
 */
export interface ErrorReporter {
  error(error: unknown, context: ErrorContext): void;
}

export const consoleErrorReporter: ErrorReporter = {
  error: (error, { source, componentStack }) =>
    console.error(`[dex] ${source}:`, error, ...(componentStack ? [componentStack] : [])),
};

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

export type AnalyticsEvent =
  | { readonly kind: 'page_view'; readonly path: string; readonly params: readonly string[] }
  | {
      readonly kind: 'error';
      readonly source: ErrorContext['source'];
      readonly name: string;
      readonly message: string;
    };

/** Sends one body; must not throw (a lost event is fine, a broken page is not). */
export type SendEvent = (endpoint: string, body: string) => void;

/** Errors sent per page load at most: a render loop must not flood the endpoint. */
export const MAX_ERRORS_PER_PAGE = 20;
const MAX_MESSAGE_LENGTH = 300;
const HEX_RUN = /0x[0-9a-fA-F]{40,}/g;

/** `/swap?outputCurrency=0x…&exactAmount=1` -> the path and the parameter names only. */
export function pageViewEvent(page: string): AnalyticsEvent {
  const [path = '/', query = ''] = page.split('?', 2);
  const params = [...new Set([...new URLSearchParams(query).keys()])].sort();
  return { kind: 'page_view', path, params };
}

/** An error's name and message, addresses and hashes blanked and the length capped. */
export function errorEvent(error: unknown, context: ErrorContext): AnalyticsEvent {
  const name = error instanceof Error ? error.name : typeof error;
  const text = error instanceof Error ? error.message : String(error);
  return {
    kind: 'error',
    source: context.source,
    name,
    message: text.replace(HEX_RUN, '0x…').slice(0, MAX_MESSAGE_LENGTH),
  };
}

/** Page views and errors for `endpoint`, through `send` (the app's: a fetch). */
export function createEndpointReporter(
  endpoint: string,
  send: SendEvent,
): AnalyticsReporter & ErrorReporter {
  let errorsSent = 0;
  const post = (event: AnalyticsEvent) => send(endpoint, JSON.stringify(event));
  return {
    pageView: (page) => post(pageViewEvent(page)),
    error: (error, context) => {
      if (errorsSent >= MAX_ERRORS_PER_PAGE) return;
      errorsSent += 1;
      post(errorEvent(error, context));
    },
  };
}

/** Both reporters at once: errors still reach the console when they also go to the endpoint. */
export function bothErrorReporters(first: ErrorReporter, second: ErrorReporter): ErrorReporter {
  return {
    error: (error, context) => {
      first.error(error, context);
      second.error(error, context);
    },
  };
}

/**
 * The reporters a build runs with: without an endpoint (the default) page views go nowhere and
 * errors only to the console; with one, both are also sent there.
 */
export function configuredReporters(
  endpoint: string | undefined,
  send: SendEvent,
): { analytics: AnalyticsReporter; errors: ErrorReporter } {
  if (!endpoint) return { analytics: noopAnalytics, errors: consoleErrorReporter };
  const reporter = createEndpointReporter(endpoint, send);
  return { analytics: reporter, errors: bothErrorReporters(consoleErrorReporter, reporter) };
}
