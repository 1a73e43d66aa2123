// An EIP-1193 provider over HTTP that sends the requests of each short window as one JSON-RPC batch.
import { DEFAULT_BATCH_WAIT_MS } from './constants';
import {
  BatchSendError,
  HttpStatusError,
  JsonParseError,
  RpcError,
  UnexpectedResponseError,
} from './errors';
import { defaultTimers, type TimerHandle, type Timers } from './timers';

export interface RequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | object;
}

/** The part of EIP-1193 this library uses: `request({ method, params })`. */
export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>;
}

/** The subset of `fetch` the transport needs; pass `globalThis.fetch` or any compatible function. */
export type FetchLike = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
) => Promise<{ ok: boolean; status: number; statusText: string; text(): Promise<string> }>;

export interface BatchProviderOptions {
  /** The node's HTTP endpoint. */
  url: string;
  /** Answered locally for eth_chainId, so that request never reaches the node. */
  chainId: number;
  /** Defaults to globalThis.fetch. */
  fetch?: FetchLike;
  /** How long to collect requests before sending them; 50 ms by default. */
  batchWaitMs?: number;
  /** Extra HTTP headers (an API key, say). */
  headers?: Record<string, string>;
  timers?: Timers;
}

export interface BatchProvider extends Eip1193Provider {
  readonly url: string;
  readonly chainId: number;
}

interface Pending {
  readonly request: { jsonrpc: '2.0'; id: number; method: string; params: unknown };
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface JsonRpcResponse {
  id?: unknown;
  result?: unknown;
  error?: { message?: unknown; code?: unknown; data?: unknown };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toRpcError(error: JsonRpcResponse['error']): RpcError {
  const message = typeof error?.message === 'string' ? error.message : 'Unknown JSON-RPC error';
  const code = typeof error?.code === 'number' ? error.code : undefined;
  return new RpcError(message, code, error?.data);
}

export function createBatchProvider(options: BatchProviderOptions): BatchProvider {
  const timers = options.timers ?? defaultTimers;
  const batchWaitMs = options.batchWaitMs ?? DEFAULT_BATCH_WAIT_MS;
  const chainIdHex = `0x${options.chainId.toString(16)}`;
  let queue: Pending[] = [];
  let flushHandle: TimerHandle | undefined;
  let nextId = 1;

  async function send(batch: Pending[]): Promise<void> {
    const doFetch = options.fetch ?? (globalThis.fetch as unknown as FetchLike | undefined);
    let response: Awaited<ReturnType<FetchLike>>;
    try {
      if (!doFetch) throw new Error('No fetch available');
      response = await doFetch(options.url, {
        method: 'POST',
        headers: {
          ...options.headers,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(batch.map((pending) => pending.request)),
      });
    } catch (error) {
      for (const pending of batch) pending.reject(new BatchSendError(error));
      return;
    }
    if (!response.ok) {
      for (const pending of batch) {
        pending.reject(new HttpStatusError(response.status, response.statusText));
      }
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch {
      for (const pending of batch) pending.reject(new JsonParseError());
      return;
    }
    // Some nodes answer a whole batch with one error object (rate limits, batch too large).
    if (!Array.isArray(body)) {
      const error = isObject(body) && isObject(body.error) ? toRpcError(body.error) : undefined;
      for (const pending of batch) {
        pending.reject(error ?? new UnexpectedResponseError(pending.request.method));
      }
      return;
    }
    const byId = new Map<unknown, JsonRpcResponse>();
    for (const item of body) if (isObject(item)) byId.set(item.id, item as JsonRpcResponse);
    for (const pending of batch) {
      const answer = byId.get(pending.request.id);
      if (answer && isObject(answer.error)) pending.reject(toRpcError(answer.error));
      else if (answer && 'result' in answer) pending.resolve(answer.result);
      else pending.reject(new UnexpectedResponseError(pending.request.method));
    }
  }

  function flush(): void {
    flushHandle = undefined;
    const batch = queue;
    queue = [];
    if (batch.length > 0) void send(batch);
  }

  return {
    url: options.url,
    chainId: options.chainId,
    request({ method, params }: RequestArguments): Promise<unknown> {
      if (method === 'eth_chainId') return Promise.resolve(chainIdHex);
      return new Promise((resolve, reject) => {
        queue.push({
          request: { jsonrpc: '2.0', id: nextId++, method, params: params ?? [] },
          resolve,
          reject,
        });
        if (flushHandle === undefined) flushHandle = timers.setTimeout(flush, batchWaitMs);
      });
    },
  };
}
