// The claim-lookup service (spec §7): POST {chainId, address} -> {index, amount, proof}.
import { getAddress, isAddress } from 'ethers';
import type { ClaimFlags } from './distributor';

export const NO_CLAIM_MESSAGE = 'No claim for account';
export const CLAIM_DATA_FAILED_MESSAGE = 'Failed to get claim data';

export interface ClaimData {
  readonly index: number;
  /** Raw token units. */
  readonly amount: bigint;
  readonly proof: readonly string[];
  /** Why the account has a claim, when the service says (drives the breakdown). */
  readonly flags?: ClaimFlags;
}

export type FetchFunction = (input: string, init?: RequestInit) => Promise<Response>;

export interface ClaimLookupOptions {
  /** The service endpoint, e.g. https://…/claims. */
  readonly url: string;
  readonly fetch: FetchFunction;
  /** Where "No claim for account" and "Failed to get claim data" go. */
  readonly logger?: { warn(message: string, ...details: unknown[]): void };
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
  const { isSOCKS, isUser, isLP } = body as Record<string, unknown>;
  const flags =
    typeof isSOCKS === 'boolean' && typeof isUser === 'boolean' && typeof isLP === 'boolean'
      ? { flags: { isSOCKS, isUser, isLP } }
      : {};
  return { index, amount: value, proof: proof as string[], ...flags };
}

/**
 * A cached client: one request per chain:address while it lives. A non-ok answer means no claim
 * (logged as "No claim for account"); a network error or a malformed body logs "Failed to get
 * claim data" and is not cached, so a later lookup tries again.
 */
export function createClaimLookup(options: ClaimLookupOptions): ClaimLookup {
  const cache = new Map<string, Promise<ClaimData | null>>();
  const logger = options.logger ?? { warn: () => {} };

  async function fetchClaim(chainId: number, address: string): Promise<ClaimData | null> {
    const response = await options.fetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Referrer-Policy': 'no-referrer' },
      referrerPolicy: 'no-referrer',
      body: JSON.stringify({ chainId, address }),
    });
    if (!response.ok) {
      logger.warn(NO_CLAIM_MESSAGE, address);
      return null;
    }
    const claim = parseClaim(await response.json());
    if (!claim) throw new Error('malformed claim');
    return claim;
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
