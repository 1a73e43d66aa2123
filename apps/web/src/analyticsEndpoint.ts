// The one shipped analytics implementation (spec 000 §7 "the IP is anonymised and no cookie is
// stored"): page views and errors POSTed as small JSON bodies to the deployment's own endpoint
// (VITE_ANALYTICS_ENDPOINT). Off unless configured; nothing goes to a third party by default.
// What is sent is chosen so the endpoint learns no one's identity: no cookies or credentials, no
// referrer, no query values (they may hold addresses), no account, and addresses in error messages
// are blanked. Anonymising the IP is the endpoint's job: it must not store the sender's address.
import {
  type AnalyticsReporter,
  consoleErrorReporter,
  type ErrorContext,
  type ErrorReporter,
  noopAnalytics,
} from './analytics';

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

/** POST without cookies, credentials or referrer; text/plain so no CORS preflight is needed. */
export const fetchSend: SendEvent = (endpoint, body) => {
  void fetch(endpoint, {
    method: 'POST',
    body,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    keepalive: true,
  }).catch(() => {});
};

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

/** Page views and errors for `endpoint`, through `send` (fetch by default). */
export function createEndpointReporter(
  endpoint: string,
  send: SendEvent = fetchSend,
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
  send: SendEvent = fetchSend,
): { analytics: AnalyticsReporter; errors: ErrorReporter } {
  if (!endpoint) return { analytics: noopAnalytics, errors: consoleErrorReporter };
  const reporter = createEndpointReporter(endpoint, send);
  return { analytics: reporter, errors: bothErrorReporters(consoleErrorReporter, reporter) };
}
