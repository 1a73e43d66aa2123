import { configuredReporters, type ErrorReporter } from '@dex/primitives';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportWindowErrors } from './analytics';
import { resolveAppConfig } from './appConfig';

afterEach(() => vi.restoreAllMocks());

function recording() {
  const reporter = { error: vi.fn<ErrorReporter['error']>() };
  return { reporter, current: () => reporter };
}

describe('error reporting', () => {
  it('reports window errors and unhandled rejections until undone', () => {
    const { reporter, current } = recording();
    const target = new EventTarget() as unknown as Window;
    const stop = reportWindowErrors(target, current);
    const thrown = new TypeError('x is undefined');
    target.dispatchEvent(new ErrorEvent('error', { error: thrown, message: thrown.message }));
    target.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: 'rpc timeout' });
    target.dispatchEvent(rejection);
    stop();
    target.dispatchEvent(new ErrorEvent('error', { error: thrown }));
    expect(reporter.error.mock.calls).toEqual([
      [thrown, { source: 'window-error' }],
      ['Script error.', { source: 'window-error' }],
      ['rpc timeout', { source: 'unhandled-rejection' }],
    ]);
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
  });
});
