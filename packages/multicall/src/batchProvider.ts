// An EIP-1193 provider over HTTP that sends the requests of each short window as one JSON-RPC batch.
import type { Eip1193Provider, RequestArguments } from '@dex/primitives';
import { isObject, verifyChainIdResponse } from './chainIdCheck';
import {
  DEFAULT_BATCH_WAIT_MS,
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_REQUEST_TIMEOUT_MS,
} from './constants';
import {
  BatchSendError,
  type ChainIdMismatchError,
  HttpStatusError,
  JsonParseError,
  RequestTimeoutError,
  ResponseTooLargeError,
  RpcError,
  toRpcError,
  UnexpectedResponseError,
  ValidationError,
} from './errors';
import { defaultTimers, type TimerHandle, type Timers } from './timers';

/** The subset of `fetch` the transport needs; pass `globalThis.fetch` or any compatible function. */
export type FetchLike = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal?: AbortSignal },
) => Promise<{
  ok: boolean;
  status: number;
  statusText: string;
  headers?: { get(name: string): string | null };
  text(): Promise<string>;
}>;

export interface BatchProviderOptions {
  /** The node's HTTP endpoint. */
  url: string;
  /**
   * The chain the node must serve. Until the node has confirmed it, every batch also asks for its
   * chain id, and nothing in a batch is delivered unless that answer is this chain: another chain
   * fails the batch and every later request with ChainIdMismatchError; an error or an answer that
   * is not a hex number fails the batch with ChainIdUnverifiedError and the next batch asks again.
   * eth_chainId itself is answered locally with this chain.
   */
  chainId: number;
  /** Skip the one-time chain id check (a node known to be right); false by default. */
  skipChainIdCheck?: boolean;
  /** A request with no complete answer after this long fails with RequestTimeoutError; 30 s by default. */
  timeoutMs?: number;
  /** A larger response body fails with ResponseTooLargeError; 10 MiB by default. */
  maxResponseBytes?: number;
  /** Defaults to globalThis.fetch. */
  fetch?: FetchLike;
  /** How long to collect requests before sending them; 50 ms by default. */
  batchWaitMs?: number;
  /**
   * The endpoint's limit on messages in one JSON-RPC batch (the chain id check included): a
   * window with more is sent as several HTTP requests of at most this many, in order. Unlimited
   * by default, so a block's reads stay one request; at least 2.
   */
  maxBatchSize?: number;
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

type ChainCheck =
  | { state: 'unchecked' }
  | { state: 'verified' }
  | { state: 'mismatch'; error: ChainIdMismatchError };

/** The id of the chain id check riding in a batch; request ids count up from 1, so it never clashes. */
const CHAIN_ID_CHECK_ID = 0;

interface JsonRpcResponse {
  id?: unknown;
  result?: unknown;
  error?: { message?: unknown; code?: unknown; data?: unknown };
}

// @spec 000 §4.20 Batched reads
export function createBatchProvider(options: BatchProviderOptions): BatchProvider {
  const timers = options.timers ?? defaultTimers;
  const batchWaitMs = options.batchWaitMs ?? DEFAULT_BATCH_WAIT_MS;
  const chainIdHex = `0x${options.chainId.toString(16)}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const maxBatchSize = options.maxBatchSize ?? Number.POSITIVE_INFINITY;
  if (!(maxBatchSize >= 2) || !(Number.isSafeInteger(maxBatchSize) || maxBatchSize === Infinity)) {
    throw new ValidationError('maxBatchSize must be a whole number of at least 2');
  }
  let chainCheck: ChainCheck = options.skipChainIdCheck
    ? { state: 'verified' }
    : { state: 'unchecked' };
  let queue: Pending[] = [];
  let flushHandle: TimerHandle | undefined;
  let nextId = 1;

  // @spec 000 §7.2 Headers
  /** POSTs the batch and returns the response text, within the timeout and the size cap. */
  async function post(payload: string): Promise<string> {
    const doFetch = options.fetch ?? (globalThis.fetch as unknown as FetchLike | undefined);
    if (!doFetch) throw new BatchSendError(new Error('No fetch available'));
    const abort = typeof AbortController === 'function' ? new AbortController() : undefined;
    let timeoutHandle: TimerHandle | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timeoutHandle = timers.setTimeout(() => {
        abort?.abort();
        reject(new RequestTimeoutError(timeoutMs));
      }, timeoutMs);
    });
    const exchange = async (): Promise<string> => {
      let response: Awaited<ReturnType<FetchLike>>;
      try {
        response = await doFetch(options.url, {
          method: 'POST',
          headers: {
            ...options.headers,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: payload,
          ...(abort ? { signal: abort.signal } : {}),
        });
      } catch (error) {
        throw new BatchSendError(error);
      }
      if (!response.ok) {
        const retryAfter = response.headers?.get('retry-after') ?? undefined;
        throw new HttpStatusError(response.status, response.statusText, retryAfter);
      }
      const declared = Number(response.headers?.get('content-length') ?? Number.NaN);
      if (declared > maxResponseBytes) {
        abort?.abort();
        throw new ResponseTooLargeError(maxResponseBytes);
      }
      const text = await response.text();
      // Characters, not bytes: close enough for a cap whose job is to stop runaway answers.
      if (text.length > maxResponseBytes) throw new ResponseTooLargeError(maxResponseBytes);
      return text;
    };
    try {
      return await Promise.race([exchange(), timedOut]);
    } finally {
      if (timeoutHandle !== undefined) timers.clearTimeout(timeoutHandle);
      timedOut.catch(() => {}); // settled by the race or never: no unhandled rejection either way
    }
  }

  /**
   * Judges the chain id check that rode in a batch, by that batch's own answer; returns why the
   * batch must not be delivered, or undefined when it may be.
   */
  function refuseUnverified(body: unknown[]): Error | undefined {
    const answer = body.find((item) => isObject(item) && item.id === CHAIN_ID_CHECK_ID);
    const verdict = verifyChainIdResponse(answer, options.chainId, options.url);
    if (verdict.kind === 'mismatch') chainCheck = { state: 'mismatch', error: verdict.error };
    else if (verdict.kind === 'verified' && chainCheck.state === 'unchecked') {
      chainCheck = { state: 'verified' };
    }
    // Unverified: the state stays unchecked, so the next batch asks again.
    return verdict.kind === 'unverified' ? verdict.error : mismatchError();
  }

  // @spec 000 §7.1 The body is a batch JSON-RPC
  // @spec 000 §7.3 The response is an array of
  async function send(batch: Pending[]): Promise<void> {
    const checking = chainCheck.state === 'unchecked';
    const requests = batch.map((pending) => pending.request);
    const payload = JSON.stringify(
      checking
        ? [
            { jsonrpc: '2.0', id: CHAIN_ID_CHECK_ID, method: 'eth_chainId', params: [] },
            ...requests,
          ]
        : requests,
    );
    let text: string;
    try {
      text = await post(payload);
    } catch (error) {
      const failure = error instanceof RpcError ? error : new BatchSendError(error);
      for (const pending of batch) pending.reject(failure);
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      for (const pending of batch) pending.reject(new JsonParseError());
      return;
    }
    // A batch sent before the node was found on another chain is refused too.
    const refusal = Array.isArray(body) && checking ? refuseUnverified(body) : mismatchError();
    if (refusal) {
      for (const pending of batch) pending.reject(refusal);
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

  function mismatchError(): ChainIdMismatchError | undefined {
    return chainCheck.state === 'mismatch' ? chainCheck.error : undefined;
  }

  function flush(): void {
    flushHandle = undefined;
    const batch = queue;
    queue = [];
    // Room for the chain id check that rides in each batch until the chain is verified.
    const size = maxBatchSize - (chainCheck.state === 'unchecked' ? 1 : 0);
    for (let start = 0; start < batch.length; start += size) {
      void send(batch.slice(start, start + size));
    }
  }

  return {
    url: options.url,
    chainId: options.chainId,
    request({ method, params }: RequestArguments): Promise<unknown> {
      const mismatch = mismatchError();
      if (mismatch) return Promise.reject(mismatch);
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
