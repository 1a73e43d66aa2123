import { type Logger, silentLogger } from '@dex/primitives';
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
}

async function candidateUrls(listUrl: string, options: FetchTokenListOptions): Promise<string[]> {
  const gateways = options.gateways ?? DEFAULT_GATEWAYS;
  const ens = parseEnsListLocation(listUrl);
  if (ens === null) return listUrlCandidates(listUrl, gateways);

  let contenthash: string;
  try {
    if (options.resolveEnsContenthash === undefined) throw new Error('No ENS resolver injected');
    contenthash = await options.resolveEnsContenthash(ens.ensName);
  } catch (cause) {
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
 * `TokenListValidationError` at once.
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
          if (!response.ok) throw new Error(`HTTP error from ${url}`);
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
    // The schema validator loads with the first list (a search-only import never needs it).
    const { validateTokenList } = await import('./validate');
    return validateTokenList(body);
  }
  // Unreachable: the loop returns or throws on its last candidate.
  throw new ListDownloadError(listUrl);
}
