import { describe, expect, it, vi } from 'vitest';
import {
  bothErrorReporters,
  configuredReporters,
  createEndpointReporter,
  MAX_ERRORS_PER_PAGE,
  pageViewEvent,
} from './analyticsEndpoint';
import { resolveAppConfig } from './appConfig';

const ENDPOINT = 'https://stats.example.org/e';
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function recording() {
  const sent: Array<{ endpoint: string; event: unknown }> = [];
  const reporter = createEndpointReporter(ENDPOINT, (endpoint, body) =>
    sent.push({ endpoint, event: JSON.parse(body) }),
  );
  return { sent, reporter };
}

describe('the analytics endpoint reporter', () => {
  it('sends a page view as its path and parameter names, never their values', () => {
    const { sent, reporter } = recording();
    reporter.pageView(`/swap?outputCurrency=${ACCOUNT}&exactAmount=1&exactAmount=2`);
    expect(sent).toEqual([
      {
        endpoint: ENDPOINT,
        event: { kind: 'page_view', path: '/swap', params: ['exactAmount', 'outputCurrency'] },
      },
    ]);
    expect(JSON.stringify(sent)).not.toContain(ACCOUNT);
  });

  it('sends errors with addresses and hashes blanked, and at most 20 per page', () => {
    const { sent, reporter } = recording();
    for (let index = 0; index < MAX_ERRORS_PER_PAGE + 5; index++) {
      reporter.error(new TypeError(`transfer from ${ACCOUNT} failed`), { source: 'window-error' });
    }
    expect(sent).toHaveLength(MAX_ERRORS_PER_PAGE);
    expect(sent[0]?.event).toEqual({
      kind: 'error',
      source: 'window-error',
      name: 'TypeError',
      message: 'transfer from 0x… failed',
    });
  });

  it('keeps non-Error rejections readable and long messages short', () => {
    const { sent, reporter } = recording();
    reporter.error('x'.repeat(1_000), { source: 'unhandled-rejection' });
    expect(sent[0]?.event).toMatchObject({ name: 'string', message: 'x'.repeat(300) });
  });

  it('still writes errors to the console when both reporters are on', () => {
    const console = { error: vi.fn() };
    const endpoint = { error: vi.fn() };
    const context = { source: 'render-caught' as const };
    bothErrorReporters(console, endpoint).error(new Error('boom'), context);
    expect(console.error).toHaveBeenCalledWith(new Error('boom'), context);
    expect(endpoint.error).toHaveBeenCalledWith(new Error('boom'), context);
  });

  it('reads a page without a query as the path alone', () => {
    expect(pageViewEvent('/vote/3')).toEqual({ kind: 'page_view', path: '/vote/3', params: [] });
  });
});

describe('which reporters a build runs with', () => {
  it('the default production build sends nothing anywhere', () => {
    const send = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { analytics, errors } = configuredReporters(
      resolveAppConfig({ VITE_DEVNET_BUILD: '0' }).analyticsEndpoint,
      send,
    );
    analytics.pageView('/swap');
    errors.error(new Error('boom'), { source: 'window-error' });
    expect(send).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledOnce(); // errors still reach the console
    error.mockRestore();
  });

  it('a build with VITE_ANALYTICS_ENDPOINT sends page views and errors there', () => {
    const send = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const endpoint = resolveAppConfig({ VITE_ANALYTICS_ENDPOINT: ENDPOINT }).analyticsEndpoint;
    const { analytics, errors } = configuredReporters(endpoint, send);
    analytics.pageView('/pool');
    errors.error(new Error('boom'), { source: 'window-error' });
    expect(send.mock.calls.map(([url, body]) => [url, JSON.parse(body as string).kind])).toEqual([
      [ENDPOINT, 'page_view'],
      [ENDPOINT, 'error'],
    ]);
    error.mockRestore();
  });
});
