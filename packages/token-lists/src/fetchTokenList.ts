import { type Logger, MalformedDataError, silentLogger } from '@dex/primitives';
import type { TokenList } from '@uniswap/token-lists';
import { contenthashToUri } from './contenthash';
import {
  DEFAULT_LIST_TIMEOUT_MS,
  DEFAULT_MAX_LIST_BYTES,
  defaultTimers,
  type ListResponse,
  readJsonWithin,
  type Timers,
  withDeadline,
} from './downloadLimits';
import type { EnsContenthashResolver } from './ens';
import {
  ContenthashTranslationError,
  EnsNameResolutionError,
  EnsResolverUnavailableError,
  ListDownloadError,
  ListTimeoutError,
  ListTooLargeError,
  UnrecognizedListUrlProtocolError,
} from './errors';
import {
  DEFAULT_GATEWAYS,
  type GatewayConfig,
  listUrlCandidates,
  parseEnsListLocation,
} from './listUrl';

/** The part of the WHATWG `fetch` signature this package calls. */
export type FetchFunction = (
  url: string,
  init: { method: 'GET'; credentials: 'omit'; signal?: AbortSignal },
) => Promise<ListResponse>;

export interface FetchTokenListOptions {
  /** `globalThis.fetch` in browsers and Node 18+, or a test double. */
  readonly fetch: FetchFunction;
  /** Needed only for ENS list locations; see `createEnsContenthashResolver`. */
  readonly resolveEnsContenthash?: EnsContenthashResolver;
  readonly gateways?: GatewayConfig;
  readonly logger?: Logger;
  readonly signal?: AbortSignal;
  /** How long each candidate URL may take, body included, before the next is tried (15 s). */
  readonly timeoutMs?: number;
  /** The largest list body accepted, in bytes (10 MiB); a larger one moves on to the next candidate. */
  readonly maxBytes?: number;
  /** Timer functions for the timeout; `globalThis`' by default. */
  readonly timers?: Timers;
  /**
   * Keep only the tokens of these chains (e.g. `[1]`, or every chain your app supports). Entries
   * of other chains, or without a numeric `chainId`, are dropped before validation, so a list that
   * also carries tokens your app cannot use (today's Uniswap default list has Solana tokens whose
   * addresses fail the schema) still loads. What is kept is validated as strictly as ever.
   * Omitted: every token is kept and validated.
   */
  readonly chainIds?: readonly number[];
  /** Called with what `chainIds` dropped, when it dropped anything. */
  readonly onDropped?: (dropped: DroppedTokens) => void;
}

/** What `chainIds` removed from a list before validation. */
export interface DroppedTokens {
  readonly listUrl: string;
  /** How many entries were dropped in total. */
  readonly count: number;
  /** Dropped entries per chain id ("unknown" for entries without a numeric chain id). */
  readonly byChainId: Readonly<Record<string, number>>;
}

/**
 * The body with only the tokens of `chainIds`; anything that is not an object with a `tokens`
 * array is returned unchanged for the validator to reject.
 */
function keepChains(
  body: unknown,
  chainIds: readonly number[],
): { body: unknown; byChainId: Record<string, number>; count: number } {
  const byChainId: Record<string, number> = {};
  if (
    typeof body !== 'object' ||
    body === null ||
    !Array.isArray((body as { tokens?: unknown }).tokens)
  ) {
    return { body, byChainId, count: 0 };
  }
  const wanted = new Set(chainIds);
  const tokens = (body as { tokens: unknown[] }).tokens;
  const kept = tokens.filter((token) => {
    const chainId = (token as { chainId?: unknown } | null)?.chainId;
    if (typeof chainId === 'number' && wanted.has(chainId)) return true;
    const key = typeof chainId === 'number' ? String(chainId) : 'unknown';
    byChainId[key] = (byChainId[key] ?? 0) + 1;
    return false;
  });
  return { body: { ...body, tokens: kept }, byChainId, count: tokens.length - kept.length };
}

async function candidateUrls(listUrl: string, options: FetchTokenListOptions): Promise<string[]> {
  const gateways = options.gateways ?? DEFAULT_GATEWAYS;
  // Trimmed as isValidListLocation trims it: a location it accepts is one we can fetch.
  const location = listUrl.trim();
  const ens = parseEnsListLocation(location);
  if (ens === null) return listUrlCandidates(location, gateways);

  // No usable resolver is a set-up problem, reported as such (not as a failed lookup of the name).
  if (options.resolveEnsContenthash === undefined) throw new EnsResolverUnavailableError();
  let contenthash: string;
  try {
    contenthash = await options.resolveEnsContenthash(ens.ensName);
  } catch (cause) {
    if (cause instanceof EnsResolverUnavailableError) throw cause;
    throw new EnsNameResolutionError(ens.ensName, { cause });
  }

  let uri: string;
  try {
    uri = contenthashToUri(contenthash);
  } catch (cause) {
    throw new ContenthashTranslationError(contenthash, { cause });
  }
  return listUrlCandidates(`${uri}${ens.ensPath ?? ''}`, gateways);
}

/**
 * Downloads and validates the token list at `listUrl` (https, http, ipfs://, ipns:// or an ENS
 * name). Candidates are tried in order with a credential-less GET; a network error, non-OK
 * status, unreadable JSON, a timeout (`ListTimeoutError`) or a body over the size cap
 * (`ListTooLargeError`) moves on to the next, and only the last failure throws `ListDownloadError`
 * with that failure as its `cause`. A downloaded body that is not a valid list throws
 * `TokenListValidationError` at once. With `chainIds`, tokens of other chains are dropped first
 * (reported to `onDropped`). An ENS location without a usable resolver (none injected, or the
 * resolver's provider is missing or on another chain) throws `EnsResolverUnavailableError`; a
 * name that cannot be resolved throws `EnsNameResolutionError`.
 * @spec 000 §5.6 List location
 * @spec 000 §7.9 Token lists
 */
export async function fetchTokenList(
  listUrl: string,
  options: FetchTokenListOptions,
): Promise<TokenList> {
  const logger = options.logger ?? silentLogger;
  const timeoutMs = options.timeoutMs ?? DEFAULT_LIST_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_LIST_BYTES;
  const timers = options.timers ?? defaultTimers;
  const urls = await candidateUrls(listUrl, options);
  if (urls.length === 0) throw new UnrecognizedListUrlProtocolError();

  for (let i = 0; i < urls.length; i++) {
    const url = urls[i] as string;
    const isLast = i === urls.length - 1;
    let body: unknown;
    try {
      body = await withDeadline(
        async (signal) => {
          const response = await options.fetch(url, { method: 'GET', credentials: 'omit', signal });
          if (!response.ok) throw new MalformedDataError(`HTTP error from ${url}`);
          return readJsonWithin(response, maxBytes, () => new ListTooLargeError(url, maxBytes));
        },
        {
          timeoutMs,
          timers,
          signal: options.signal,
          timeoutError: () => new ListTimeoutError(url, timeoutMs),
        },
      );
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      logger.debug(`Failed to fetch list ${listUrl} from ${url}`, cause);
      if (isLast) throw new ListDownloadError(listUrl, { cause });
      continue;
    }
    if (options.chainIds) {
      const filtered = keepChains(body, options.chainIds);
      body = filtered.body;
      if (filtered.count > 0) {
        options.onDropped?.({ listUrl, count: filtered.count, byChainId: filtered.byChainId });
      }
    }
    // The schema validator loads with the first list (a search-only import never needs it).
    const { validateTokenList } = await import('./validate');
    return validateTokenList(body);
  }
  // Unreachable: the loop returns or throws on its last candidate.
  throw new ListDownloadError(listUrl);
}
