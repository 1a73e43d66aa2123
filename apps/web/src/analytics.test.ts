import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  consoleErrorReporter,
  type ErrorReporter,
  reportWindowErrors,
  rootErrorOptions,
} from './analytics';

afterEach(() => vi.restoreAllMocks());

function recording() {
  const reporter = { error: vi.fn<ErrorReporter['error']>() };
  return { reporter, current: () => reporter };
}

describe('error reporting', () => {
  it("hands React's root errors to the reporter with their source and component stack", () => {
    const { reporter, current } = recording();
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

  it('logs to the console by default', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    consoleErrorReporter.error('boom', { source: 'render-caught', componentStack: 'at X' });
    expect(log).toHaveBeenCalledWith('[dex] render-caught:', 'boom', 'at X');
  });
});
