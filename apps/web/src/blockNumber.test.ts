import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchBlockNumber } from './blockNumber';

afterEach(() => vi.useRealTimers());

function reply(body: unknown, init: ResponseInit = {}) {
  return Promise.resolve(new Response(JSON.stringify(body), { status: 200, ...init }));
}

describe('watchBlockNumber', () => {
  it('reports the block number the node returns', async () => {
    const onBlock = vi.fn();
    const stop = watchBlockNumber({
      rpcUrl: 'http://node',
      fetch: () => reply({ jsonrpc: '2.0', id: 1, result: '0x2a' }),
      onBlock,
      onError: vi.fn(),
    });
    await vi.waitFor(() => expect(onBlock).toHaveBeenCalledWith(42));
    stop();
  });

  it('reports HTTP failures and garbage answers as errors', async () => {
    const onError = vi.fn();
    const stop = watchBlockNumber({
      rpcUrl: 'http://node',
      fetch: () => reply({}, { status: 503, statusText: 'Service Unavailable' }),
      onBlock: vi.fn(),
      onError,
    });
    await vi.waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onError.mock.calls[0]?.[0].message).toBe('503: Service Unavailable');
    stop();

    const onGarbage = vi.fn();
    const stopGarbage = watchBlockNumber({
      rpcUrl: 'http://node',
      fetch: () => reply({ result: 'not a number' }),
      onBlock: vi.fn(),
      onError: onGarbage,
    });
    await vi.waitFor(() => expect(onGarbage).toHaveBeenCalled());
    stopGarbage();
  });
});
