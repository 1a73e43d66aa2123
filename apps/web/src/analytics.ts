// The app's reporters (@dex/primitives' reporting: page views nowhere and errors to the console by
// default; a deployment may plug its own), the browser's POST for the endpoint reporter and the
// window's error events.
import {
  type AnalyticsReporter,
  consoleErrorReporter,
  type ErrorReporter,
  noopAnalytics,
  type SendEvent,
} from '@dex/primitives';
import { atom } from 'jotai';

export const analyticsReporterAtom = atom<AnalyticsReporter>(noopAnalytics);

export const errorReporterAtom = atom<ErrorReporter>(consoleErrorReporter);

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
