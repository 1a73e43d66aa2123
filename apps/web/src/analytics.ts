import { atom } from 'jotai';

/**
 * Where page views go. The default build reports nowhere: no cookies, no third-party calls. A
 * deployment may set its own reporter on `analyticsReporterAtom`.
 */
export interface AnalyticsReporter {
  /** Called with path plus search string (e.g. `/swap?outputCurrency=ETH`) on every change. */
  pageView(page: string): void;
}

export const noopAnalytics: AnalyticsReporter = { pageView: () => {} };

export const analyticsReporterAtom = atom<AnalyticsReporter>(noopAnalytics);
