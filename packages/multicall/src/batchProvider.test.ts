import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBatchProvider } from './batchProvider';
import {
  BatchSendError,
  ChainIdMismatchError,
  ChainIdUnverifiedError,
  HttpStatusError,
  JsonParseError,
  RequestTimeoutError,
  ResponseTooLargeError,
  RpcError,
  UnexpectedResponseError,
  ValidationError,
} from './errors';
import type { Timers } from './timers';

const URL = 'http://node.test/rpc';

interface JsonRpcRequest {
  jsonrpc: string;
  id: number;
  method: string;
  params: unknown[];
}

const received: { body: JsonRpcRequest[]; headers: Headers }[] = [];
let answer: (requests: JsonRpcRequest[]) => Response = (requests) =>
  HttpResponse.json(
    requests.map((request) => ({ jsonrpc: '2.0', id: request.id, result: request.method })),
  );

const server = setupServer(
  http.post(URL, async ({ request }) => {
    const body = (await request.json()) as JsonRpcRequest[];
    received.push({ body, headers: request.headers });
    return answer(body);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  received.length = 0;
  answer = (requests) =>
    HttpResponse.json(
      requests.map((request) => ({ jsonrpc: '2.0', id: request.id, result: request.method })),
    );
});
afterAll(() => server.close());

// The batching tests look at batches alone; the one-time chain id check has its own tests below.
const provider = () =>
  createBatchProvider({
    url: URL,
    chainId: 31337,
    fetch: globalThis.fetch,
    skipChainIdCheck: true,
  });
/**
 * Timers that fire only when a test says so, so the batch window is judged by what was scheduled,
 * not by how fast a loaded machine runs. The request timeouts wait in here too, never fired.
 */
function heldTimers() {
  const held = new Map<number, { readonly callback: () => void; readonly ms: number }>();
  let nextHandle = 0;
  const timers: Timers = {
    setTimeout(callback, ms) {
      nextHandle += 1;
      held.set(nextHandle, { callback, ms });
      return nextHandle;
    },
    clearTimeout: (handle) => held.delete(handle as number),
    random: () => 0,
  };
  const due = (ms?: number) => [...held].filter(([, timer]) => ms === undefined || timer.ms === ms);
  return {
    timers,
    /** How many timers of `ms` (of any length without it) are waiting. */
    waiting: (ms?: number) => due(ms).length,
    /** Fires the waiting timers of `ms` (all of them without it). */
    elapse(ms?: number) {
      for (const [handle, timer] of due(ms)) {
        held.delete(handle);
        timer.callback();
      }
    },
  };
}
/** Lets pending promise callbacks and I/O run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('batching', () => {
  it('splits a window larger than the endpoint allows into batches of at most maxBatchSize', async () => {
    const rpc = createBatchProvider({
      url: URL,
      chainId: 31337,
      fetch: globalThis.fetch,
      skipChainIdCheck: true,
      maxBatchSize: 2,
    });
    const methods = [
      'eth_blockNumber',
      'eth_call',
      'eth_getBalance',
      'eth_gasPrice',
      'eth_getCode',
    ];
    const results = await Promise.all(methods.map((method) => rpc.request({ method })));
    expect(results).toEqual(methods);
    expect(received.map(({ body }) => body.map((request) => request.method))).toEqual([
      ['eth_blockNumber', 'eth_call'],
      ['eth_getBalance', 'eth_gasPrice'],
      ['eth_getCode'],
    ]);
  });

  it('counts the chain id check against maxBatchSize while it rides along, and refuses a limit below 2', async () => {
    answer = (requests) =>
      HttpResponse.json(
        requests.map((request) => ({
          jsonrpc: '2.0',
          id: request.id,
          result: request.method === 'eth_chainId' ? '0x7a69' : request.method,
        })),
      );
    const rpc = createBatchProvider({
      url: URL,
      chainId: 31337,
      fetch: globalThis.fetch,
      maxBatchSize: 3,
    });
    await Promise.all(['a', 'b', 'c'].map((method) => rpc.request({ method })));
    expect(received.map(({ body }) => body.length)).toEqual([3, 2]);
    expect(() => createBatchProvider({ url: URL, chainId: 1, maxBatchSize: 1 })).toThrow(
      ValidationError,
    );
  });

  it('sends the requests of one window as one JSON-RPC 2.0 batch with JSON headers', async () => {
    const rpc = provider();
    const results = await Promise.all([
      rpc.request({ method: 'eth_blockNumber' }),
      rpc.request({ method: 'eth_call', params: [{ to: '0x01' }, 'latest'] }),
      rpc.request({ method: 'eth_getBalance', params: ['0x02', 'latest'] }),
    ]);
    expect(results).toEqual(['eth_blockNumber', 'eth_call', 'eth_getBalance']);
    expect(received).toHaveLength(1);
    const [first] = received;
    expect(first?.headers.get('content-type')).toBe('application/json');
    expect(first?.headers.get('accept')).toBe('application/json');
    expect(first?.body.map(({ jsonrpc, method, params }) => ({ jsonrpc, method, params }))).toEqual(
      [
        { jsonrpc: '2.0', method: 'eth_blockNumber', params: [] },
        { jsonrpc: '2.0', method: 'eth_call', params: [{ to: '0x01' }, 'latest'] },
        { jsonrpc: '2.0', method: 'eth_getBalance', params: ['0x02', 'latest'] },
      ],
    );
    expect(new Set(first?.body.map((request) => request.id)).size).toBe(3);
  });

  it('waits the batch window, then starts a new batch for later requests', async () => {
    const clock = heldTimers();
    const rpc = createBatchProvider({
      url: URL,
      chainId: 1,
      skipChainIdCheck: true,
      fetch: globalThis.fetch,
      batchWaitMs: 30,
      timers: clock.timers,
    });
    const first = rpc.request({ method: 'a' });
    const second = rpc.request({ method: 'b' });
    // One window for both, and nothing sent before it ends.
    expect(clock.waiting(30)).toBe(1);
    await settle();
    expect(received).toHaveLength(0);
    clock.elapse(30);
    await Promise.all([first, second]);
    expect(received).toHaveLength(1);
    const third = rpc.request({ method: 'c' });
    expect(clock.waiting(30)).toBe(1);
    clock.elapse(30);
    await third;
    expect(received.map((batch) => batch.body.map((request) => request.method))).toEqual([
      ['a', 'b'],
      ['c'],
    ]);
  });

  it('answers eth_chainId locally', async () => {
    const clock = heldTimers();
    const rpc = createBatchProvider({
      url: URL,
      chainId: 31337,
      fetch: globalThis.fetch,
      timers: clock.timers,
    });
    await expect(rpc.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69');
    // No batch window was opened, so nothing can go out later either.
    expect(clock.waiting()).toBe(0);
    clock.elapse();
    await settle();
    expect(received).toHaveLength(0);
  });

  it('maps responses by id whatever their order', async () => {
    answer = (requests) =>
      HttpResponse.json(
        [...requests]
          .reverse()
          .map((request) => ({ jsonrpc: '2.0', id: request.id, result: `r${request.id}` })),
      );
    const rpc = provider();
    const ids = await Promise.all([1, 2, 3].map((n) => rpc.request({ method: `m${n}` })));
    const sent = received[0]?.body.map((request) => `r${request.id}`);
    expect(ids).toEqual(sent);
  });
});

describe('errors', () => {
  it('passes node errors on with their message, code and data, without failing neighbours', async () => {
    answer = ([ok, bad]) =>
      HttpResponse.json([
        {
          jsonrpc: '2.0',
          id: bad?.id,
          error: { message: 'execution reverted', code: 3, data: '0x08c379a0' },
        },
        { jsonrpc: '2.0', id: ok?.id, result: '0x1' },
      ]);
    const rpc = provider();
    const [ok, bad] = await Promise.allSettled([
      rpc.request({ method: 'eth_blockNumber' }),
      rpc.request({ method: 'eth_call' }),
    ]);
    expect(ok).toEqual({ status: 'fulfilled', value: '0x1' });
    expect(bad.status).toBe('rejected');
    const error = (bad as PromiseRejectedResult).reason;
    expect(error).toBeInstanceOf(RpcError);
    // The node's numeric JSON-RPC code beside the package's stable errorCode.
    expect(error).toMatchObject({
      message: 'execution reverted',
      code: 3,
      data: '0x08c379a0',
      errorCode: 'multicall/rpc',
    });
  });

  it('rejects every queued request with "Failed to send batch call" when the network fails', async () => {
    answer = () => HttpResponse.error();
    const rpc = provider();
    const outcomes = await Promise.allSettled([
      rpc.request({ method: 'a' }),
      rpc.request({ method: 'b' }),
    ]);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const error = (outcome as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(BatchSendError);
      expect(error.message).toBe('Failed to send batch call');
      expect(error.errorCode).toBe('multicall/batch-send-failed');
    }
  });

  it('rejects with "{status}: {statusText}" and code -32000 on a non-ok response', async () => {
    answer = () => new HttpResponse('busy', { status: 429, statusText: 'Too Many Requests' });
    const rpc = provider();
    const outcomes = await Promise.allSettled([
      rpc.request({ method: 'a' }),
      rpc.request({ method: 'b' }),
    ]);
    for (const outcome of outcomes) {
      const error = (outcome as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(HttpStatusError);
      expect(error).toMatchObject({ message: '429: Too Many Requests', code: -32000, status: 429 });
      expect(error.retryAfter).toBeUndefined();
    }
  });

  it("carries the answer's Retry-After header on the error, as sent", async () => {
    answer = () =>
      new HttpResponse('slow down', {
        status: 429,
        statusText: 'Too Many Requests',
        headers: { 'Retry-After': '7' },
      });
    const error = await provider()
      .request({ method: 'a' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect(error).toMatchObject({ status: 429, retryAfter: '7' });
  });

  it('rejects with "Failed to parse JSON response" when the body is not JSON', async () => {
    answer = () => new HttpResponse('<html>gateway</html>', { status: 200 });
    const rpc = provider();
    const error = await rpc.request({ method: 'a' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(JsonParseError);
    expect((error as Error).message).toBe('Failed to parse JSON response');
  });

  it.each<[string, (requests: JsonRpcRequest[]) => unknown]>([
    ['an answer with another id', () => [{ jsonrpc: '2.0', id: 999, result: '0x1' }]],
    [
      'an answer with neither result nor error',
      (requests) => [{ jsonrpc: '2.0', id: requests[0]?.id }],
    ],
    ['an empty array', () => []],
    ['a string', () => 'hello'],
    ['an array of junk', () => [1, null, 'x']],
  ])('rejects with the unexpected-response error for %s', async (_name, garbage) => {
    answer = (requests) => HttpResponse.json(garbage(requests) as never);
    const rpc = provider();
    const error = await rpc
      .request({ method: 'eth_getBalance' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(error).toMatchObject({
      message: 'Received unexpected JSON-RPC response to eth_getBalance request.',
      code: -32000,
    });
  });

  it('passes on a single error object answering the whole batch', async () => {
    answer = () =>
      HttpResponse.json({
        jsonrpc: '2.0',
        id: null,
        error: { message: 'batch too large', code: -32005 },
      });
    const rpc = provider();
    const outcomes = await Promise.allSettled([
      rpc.request({ method: 'a' }),
      rpc.request({ method: 'b' }),
    ]);
    for (const outcome of outcomes) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({
        message: 'batch too large',
        code: -32005,
      });
    }
  });

  it('keeps working after a failed batch', async () => {
    answer = () => HttpResponse.error();
    const rpc = provider();
    await expect(rpc.request({ method: 'a' })).rejects.toThrow('Failed to send batch call');
    answer = (requests) =>
      HttpResponse.json(
        requests.map((request) => ({ jsonrpc: '2.0', id: request.id, result: 'back' })),
      );
    await expect(rpc.request({ method: 'a' })).resolves.toBe('back');
  });
});

describe('chain id check', () => {
  /** Every read answered with its method name; the chain id check with `check`. */
  const answers = (requests: JsonRpcRequest[], check: Record<string, unknown>) =>
    requests.map((request) =>
      request.method === 'eth_chainId'
        ? { jsonrpc: '2.0', id: request.id, ...check }
        : { jsonrpc: '2.0', id: request.id, result: request.method },
    );
  const answering = (chainId: string) => (requests: JsonRpcRequest[]) =>
    HttpResponse.json(
      requests.map((request) => ({
        jsonrpc: '2.0',
        id: request.id,
        result: request.method === 'eth_chainId' ? chainId : request.method,
      })),
    );
  const checked = () => createBatchProvider({ url: URL, chainId: 31337, fetch: globalThis.fetch });

  it('asks the node once, inside the first batch, and answers eth_chainId locally afterwards', async () => {
    answer = answering('0x7a69');
    const rpc = checked();
    await expect(rpc.request({ method: 'eth_blockNumber' })).resolves.toBe('eth_blockNumber');
    await expect(rpc.request({ method: 'eth_call' })).resolves.toBe('eth_call');
    await expect(rpc.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69');
    expect(received.map(({ body }) => body.map((request) => request.method))).toEqual([
      ['eth_chainId', 'eth_blockNumber'],
      ['eth_call'],
    ]);
  });

  it('reads nothing from a node that serves another chain', async () => {
    answer = answering('0x1');
    const rpc = checked();
    const first = await rpc.request({ method: 'eth_blockNumber' }).catch((caught) => caught);
    expect(first).toBeInstanceOf(ChainIdMismatchError);
    expect(first).toMatchObject({
      message: `The node at ${URL} serves chain 1, not chain 31337`,
      expectedChainId: 31337,
      actualChainId: 1,
    });
    // Later requests fail at once, without reaching the node.
    await expect(rpc.request({ method: 'eth_call' })).rejects.toBeInstanceOf(ChainIdMismatchError);
    await expect(rpc.request({ method: 'eth_chainId' })).rejects.toBeInstanceOf(
      ChainIdMismatchError,
    );
    expect(received).toHaveLength(1);
  });

  it('delivers nothing from a batch whose chain id check fails, and asks again with the next batch', async () => {
    answer = (requests) =>
      HttpResponse.json(
        requests.map((request) =>
          request.method === 'eth_chainId'
            ? { jsonrpc: '2.0', id: request.id, error: { code: -32603, message: 'upstream busy' } }
            : { jsonrpc: '2.0', id: request.id, result: '0x64' },
        ),
      );
    const rpc = checked();
    const outcomes = await Promise.allSettled([
      rpc.request({ method: 'eth_blockNumber' }),
      rpc.request({ method: 'eth_getBalance', params: ['0x02', 'latest'] }),
    ]);
    // The node answered both reads, but its chain is unknown: neither answer reaches the caller.
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const error = (outcome as PromiseRejectedResult).reason;
      expect(error).toBeInstanceOf(ChainIdUnverifiedError);
      expect(error).toMatchObject({
        message: `Could not verify that the node at ${URL} serves chain 31337`,
        errorCode: 'multicall/chain-id-unverified',
      });
      expect(error.cause).toMatchObject({ message: 'upstream busy', code: -32603 });
    }

    answer = answering('0x7a69');
    await expect(rpc.request({ method: 'eth_blockNumber' })).resolves.toBe('eth_blockNumber');
    await expect(rpc.request({ method: 'eth_call' })).resolves.toBe('eth_call');
    expect(received.map(({ body }) => body.map((request) => request.method))).toEqual([
      ['eth_chainId', 'eth_blockNumber', 'eth_getBalance'],
      ['eth_chainId', 'eth_blockNumber'],
      ['eth_call'], // verified: no more checks
    ]);
  });

  it.each<[string, (requests: JsonRpcRequest[]) => unknown[]]>([
    ['a decimal chain id', (requests) => answers(requests, { result: '31337' })],
    ['a number', (requests) => answers(requests, { result: 31337 })],
    ['a bare 0x', (requests) => answers(requests, { result: '0x' })],
    ['no result', (requests) => answers(requests, {})],
    [
      'no answer to the check at all',
      (requests) => answers(requests, { result: '0x7a69' }).filter((item) => item.id !== 0),
    ],
  ])('delivers nothing when the chain id check gets %s', async (_label, reply) => {
    answer = (requests) => HttpResponse.json(reply(requests) as never);
    const rpc = checked();
    await expect(rpc.request({ method: 'eth_blockNumber' })).rejects.toBeInstanceOf(
      ChainIdUnverifiedError,
    );
    // Still unchecked: the next batch carries the check again (and fails the same way).
    await expect(rpc.request({ method: 'eth_call' })).rejects.toBeInstanceOf(
      ChainIdUnverifiedError,
    );
    expect(received[1]?.body.map((request) => request.method)).toEqual(['eth_chainId', 'eth_call']);
  });

  it('asks again after a batch that failed before the node could answer', async () => {
    answer = () => new HttpResponse('bad gateway', { status: 502 });
    const rpc = checked();
    await expect(rpc.request({ method: 'eth_blockNumber' })).rejects.toBeInstanceOf(
      HttpStatusError,
    );
    answer = answering('0x7a69');
    await expect(rpc.request({ method: 'eth_blockNumber' })).resolves.toBe('eth_blockNumber');
    expect(received[1]?.body.map((request) => request.method)).toEqual([
      'eth_chainId',
      'eth_blockNumber',
    ]);
  });
});

describe('limits', () => {
  it('fails a batch that gets no answer in time, and aborts its request', async () => {
    let aborted = false;
    const rpc = createBatchProvider({
      url: URL,
      chainId: 31337,
      skipChainIdCheck: true,
      timeoutMs: 200,
      fetch: (_url, init) =>
        new Promise((_, reject) => {
          init.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          });
        }),
    });
    const error = await rpc.request({ method: 'eth_blockNumber' }).catch((caught) => caught);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as Error).message).toBe('The node did not answer within 200 ms');
    expect(aborted).toBe(true);
  });

  it('refuses a response larger than the cap, by its declared length or its body', async () => {
    const rpc = createBatchProvider({
      url: URL,
      chainId: 31337,
      skipChainIdCheck: true,
      maxResponseBytes: 1_000,
      fetch: globalThis.fetch,
    });
    answer = (requests) =>
      HttpResponse.json(
        requests.map((request) => ({ jsonrpc: '2.0', id: request.id, result: 'x'.repeat(2_000) })),
      );
    const error = await rpc.request({ method: 'eth_call' }).catch((caught) => caught);
    expect(error).toBeInstanceOf(ResponseTooLargeError);
    expect((error as Error).message).toBe("The node's response is larger than 1000 bytes");
    // Small answers still pass.
    answer = (requests) =>
      HttpResponse.json(
        requests.map((request) => ({ jsonrpc: '2.0', id: request.id, result: '0x1' })),
      );
    await expect(rpc.request({ method: 'eth_call' })).resolves.toBe('0x1');
  });
});
