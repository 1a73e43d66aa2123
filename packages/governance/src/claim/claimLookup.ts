// The claim-lookup service (spec §7): POST {chainId, address} -> {index, amount, proof}.
import { DexError, MalformedDataError } from '@dex/primitives';
import { getAddress, isAddress } from 'ethers';
import type { ClaimData } from './types';

// @spec 000 §7.8 A non-ok response logs "No claim
export const NO_CLAIM_MESSAGE = 'No claim for account';
export const CLAIM_DATA_FAILED_MESSAGE = 'Failed to get claim data';

/** How long a lookup may take, answer included (10 s). */
export const DEFAULT_CLAIM_TIMEOUT_MS = 10_000;
/** The largest answer read (64 KiB); a real one, with a 32-level proof, is about 3 KB. */
export const DEFAULT_MAX_CLAIM_BYTES = 64 * 1024;

/** The service did not answer in time; the request was aborted with this as its reason. */
export class ClaimLookupTimeoutError extends DexError {
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(
      'governance/claim-lookup-timeout',
      `The claim lookup did not answer within ${timeoutMs} ms`,
    );
    this.timeoutMs = timeoutMs;
  }
}

/** The service's answer is larger than the cap; it was not read further. */
export class ClaimResponseTooLargeError extends DexError {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(
      'governance/claim-response-too-large',
      `The claim lookup's answer is larger than ${maxBytes} bytes`,
    );
    this.maxBytes = maxBytes;
  }
}

/** Timer functions for the lookup's timeout; tests pass fakes. */
export interface ClaimLookupTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>;

export interface ClaimLookupOptions {
  /** The service endpoint, e.g. https://…/claims. */
  readonly url: string;
  readonly fetch: FetchFunction;
  /** Where "No claim for account" and "Failed to get claim data" go. */
  readonly logger?: { warn(message: string, ...details: unknown[]): void };
  /** A lookup still unanswered after this long is aborted and fails (ClaimLookupTimeoutError). */
  readonly timeoutMs?: number;
  /** A larger answer fails (ClaimResponseTooLargeError) without being read to the end. */
  readonly maxBytes?: number;
  readonly timers?: ClaimLookupTimers;
}

export interface ClaimLookup {
  /** The account's claim, or null when it has none (or the answer was unusable). Cached. */
  lookup(chainId: number, address: string): Promise<ClaimData | null>;
}

const BYTES32 = /^0x[0-9a-fA-F]{64}$/;

function parseClaim(body: unknown): ClaimData | null {
  if (typeof body !== 'object' || body === null) return null;
  const { index, amount, proof } = body as Record<string, unknown>;
  if (typeof index !== 'number' || !Number.isSafeInteger(index) || index < 0) return null;
  if (typeof amount !== 'string' && typeof amount !== 'number') return null;
  if (!Array.isArray(proof) || !proof.every((p) => typeof p === 'string' && BYTES32.test(p)))
    return null;
  let value: bigint;
  try {
    value = BigInt(amount);
  } catch {
    return null;
  }
  if (value <= 0n) return null;
  // At the top level (this project's devnet service) or under `flags`, as Uniswap's published
  // claim data has them ({ index, amount, proof, flags: { isSOCKS, isLP, isUser } }).
  const nested = (body as Record<string, unknown>).flags;
  const source = (typeof nested === 'object' && nested !== null ? nested : body) as Record<
    string,
    unknown
  >;
  const { isSOCKS, isUser, isLP } = source;
  const flags =
    typeof isSOCKS === 'boolean' && typeof isUser === 'boolean' && typeof isLP === 'boolean'
      ? { flags: { isSOCKS, isUser, isLP } }
      : {};
  return { index, amount: value, proof: proof as string[], ...flags };
}

/** The answer's bytes, refusing (before or while reading) more than `maxBytes`. */
async function readAnswer(response: Response, maxBytes: number): Promise<string> {
  if (Number(response.headers.get('content-length')) > maxBytes) {
    void response.body?.cancel().catch(() => {});
    throw new ClaimResponseTooLargeError(maxBytes);
  }
  if (!response.body) return response.text();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    size += part.value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => {});
      throw new ClaimResponseTooLargeError(maxBytes);
    }
    chunks.push(part.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * A cached client: one request per chain:address while it lives. A non-ok answer means no claim
 * (logged as "No claim for account"); a network error or a malformed body logs "Failed to get
 * claim data" and is not cached, so a later lookup tries again. So does a lookup that takes longer
 * than `timeoutMs` or answers with more than `maxBytes`.
 * @spec 000 §7.5 Body {chainId, address}, header Referrer-Policy no-referrer
 * @spec 000 §7.6 Response
 * @spec 000 §7.7 Cached per chain
 */
export function createClaimLookup(options: ClaimLookupOptions): ClaimLookup {
  const cache = new Map<string, Promise<ClaimData | null>>();
  const logger = options.logger ?? { warn: () => {} };
  const timeoutMs = options.timeoutMs ?? DEFAULT_CLAIM_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_CLAIM_BYTES;
  const timers: ClaimLookupTimers = options.timers ?? {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };

  async function request(chainId: number, address: string, signal: AbortSignal) {
    const response = await options.fetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Referrer-Policy': 'no-referrer' },
      referrerPolicy: 'no-referrer',
      body: JSON.stringify({ chainId, address }),
      signal,
    });
    if (!response.ok) {
      logger.warn(NO_CLAIM_MESSAGE, address);
      return null;
    }
    const claim = parseClaim(JSON.parse(await readAnswer(response, maxBytes)));
    if (!claim) throw new MalformedDataError('malformed claim');
    return claim;
  }

  // The timeout wins even over a fetch that ignores its signal.
  async function fetchClaim(chainId: number, address: string): Promise<ClaimData | null> {
    const abort = new AbortController();
    let timer: unknown;
    const expired = new Promise<never>((_, reject) => {
      timer = timers.setTimeout(() => {
        const error = new ClaimLookupTimeoutError(timeoutMs);
        abort.abort(error);
        reject(error);
      }, timeoutMs);
    });
    expired.catch(() => {});
    try {
      return await Promise.race([request(chainId, address, abort.signal), expired]);
    } finally {
      timers.clearTimeout(timer);
    }
  }

  return {
    lookup(chainId, address) {
      if (!isAddress(address)) return Promise.resolve(null);
      const key = `${chainId}:${getAddress(address)}`;
      let pending = cache.get(key);
      if (!pending) {
        pending = fetchClaim(chainId, getAddress(address)).catch((error: unknown) => {
          cache.delete(key);
          logger.warn(CLAIM_DATA_FAILED_MESSAGE, error);
          return null;
        });
        cache.set(key, pending);
      }
      return pending;
    },
  };
}
