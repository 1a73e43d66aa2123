import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bothErrorReporters,
  configuredReporters,
  consoleErrorReporter,
  createEndpointReporter,
  type ErrorReporter,
  MAX_ERRORS_PER_PAGE,
  pageViewEvent,
  rootErrorOptions,
} from './reporting';

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
  it('without an endpoint sends nothing anywhere', () => {
    const send = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { analytics, errors } = configuredReporters(undefined, send);
    analytics.pageView('/swap');
    errors.error(new Error('boom'), { source: 'window-error' });
    expect(send).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledOnce(); // errors still reach the console
    error.mockRestore();
  });

  it('with an endpoint sends page views and errors there', () => {
    const send = vi.fn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { analytics, errors } = configuredReporters(ENDPOINT, send);
    analytics.pageView('/pool');
    errors.error(new Error('boom'), { source: 'window-error' });
    expect(send.mock.calls.map(([url, body]) => [url, JSON.parse(body as string).kind])).toEqual([
      [ENDPOINT, 'page_view'],
      [ENDPOINT, 'error'],
    ]);
    error.mockRestore();
  });
});

afterEach(() => vi.restoreAllMocks());

function recordingErrors() {
  const reporter = { error: vi.fn<ErrorReporter['error']>() };
  return { reporter, current: () => reporter };
}

describe('error reporting', () => {
  it("hands React's root errors to the reporter with their source and component stack", () => {
    const { reporter, current } = recordingErrors();
    const options = rootErrorOptions(current);
    const error = new Error('Invariant failed: DECIMALS');
    options.onUncaughtError(error, { componentStack: '\n    at SwapPage' });
    options.onCaughtError(error, {});
    options.onRecoverableError(error, { componentStack: undefined });
    expect(reporter.error.mock.calls).toEqual([
      [error, { source: 'render-uncaught', componentStack: '\n    at SwapPage' }],
      [error, { source: 'render-caught' }],
      [error, { source: 'render-recoverable' }],
    ]);
  });

  it('uses the reporter plugged in at the time of the error', () => {
    let reporter: ErrorReporter = consoleErrorReporter;
    const options = rootErrorOptions(() => reporter);
    const plugged = { error: vi.fn() };
    reporter = plugged;
    options.onCaughtError('boom', {});
    expect(plugged.error).toHaveBeenCalledWith('boom', { source: 'render-caught' });
  });

  it('logs to the console by default', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    consoleErrorReporter.error('boom', { source: 'render-caught', componentStack: 'at X' });
    expect(log).toHaveBeenCalledWith('[dex] render-caught:', 'boom', 'at X');
  });
});
