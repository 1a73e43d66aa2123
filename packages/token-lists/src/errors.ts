/**
 * Typed errors carrying the spec's exact messages, so a UI can branch on the class
 * (`error instanceof ListDownloadError`) or the stable `errorCode` instead of matching strings.
 */
import { DexError } from '@dex/primitives';

/** Base class of every error this package throws on purpose. */
export class TokenListError extends DexError {
  constructor(message: string, options?: { cause?: unknown }) {
    super('token-lists/error', message, options);
  }
}

/** The downloaded JSON does not match the token-list schema. */
export class TokenListValidationError extends TokenListError {
  override readonly errorCode = 'token-lists/validation';
  readonly details: string;
  constructor(details: string) {
    super(`Token list failed validation: ${details}`);
    this.details = details;
  }
}

/** The list location is neither http(s), ipfs, ipns nor an ENS name. */
export class UnrecognizedListUrlProtocolError extends TokenListError {
  override readonly errorCode = 'token-lists/unrecognized-protocol';
  constructor() {
    super('Unrecognized list URL protocol.');
  }
}

/** Every candidate URL failed (network error, non-OK status or unreadable body). */
export class ListDownloadError extends TokenListError {
  override readonly errorCode = 'token-lists/download-failed';
  readonly listUrl: string;
  constructor(listUrl: string, options?: { cause?: unknown }) {
    super(`Failed to download list ${listUrl}`, options);
    this.listUrl = listUrl;
  }
}

/** The ENS registry or resolver read failed, or returned nothing usable. */
export class EnsNameResolutionError extends TokenListError {
  override readonly errorCode = 'token-lists/ens-resolution-failed';
  readonly ensName: string;
  constructor(ensName: string, options?: { cause?: unknown }) {
    super(`Failed to resolve ENS name: ${ensName}`, options);
    this.ensName = ensName;
  }
}

/** The contenthash read from ENS could not be turned into an ipfs:// or ipns:// URI. */
export class ContenthashTranslationError extends TokenListError {
  override readonly errorCode = 'token-lists/contenthash-translation';
  readonly contenthash: string;
  constructor(contenthash: string, options?: { cause?: unknown }) {
    super(`Failed to translate contenthash to URI: ${contenthash}`, options);
    this.contenthash = contenthash;
  }
}

/** No provider connected to mainnet is available for ENS reads. */
export class EnsResolverUnavailableError extends TokenListError {
  override readonly errorCode = 'token-lists/ens-resolver-unavailable';
  constructor(options?: { cause?: unknown }) {
    super('Could not construct mainnet ENS resolver', options);
  }
}

/** The contenthash uses a multicodec other than ipfs-ns or ipns-ns. */
export class UnrecognizedCodecError extends TokenListError {
  override readonly errorCode = 'token-lists/unrecognized-codec';
  constructor() {
    super('Unrecognized codec');
  }
}

/** `acceptListUpdate` was dispatched for a list that has no pending update. */
export class NoPendingUpdateError extends TokenListError {
  override readonly errorCode = 'token-lists/no-pending-update';
  constructor() {
    super('accept list update called without pending update');
  }
}

/** A candidate URL did not deliver its list within the timeout (`fetchTokenList`'s `timeoutMs`). */
export class ListTimeoutError extends TokenListError {
  override readonly errorCode = 'token-lists/timeout';
  readonly url: string;
  readonly timeoutMs: number;
  constructor(url: string, timeoutMs: number) {
    super(`Timed out after ${timeoutMs} ms downloading ${url}`);
    this.url = url;
    this.timeoutMs = timeoutMs;
  }
}

/** A candidate URL sent a body larger than the cap (`fetchTokenList`'s `maxBytes`). */
export class ListTooLargeError extends TokenListError {
  override readonly errorCode = 'token-lists/too-large';
  readonly url: string;
  readonly maxBytes: number;
  constructor(url: string, maxBytes: number) {
    super(`List at ${url} is larger than ${maxBytes} bytes`);
    this.url = url;
    this.maxBytes = maxBytes;
  }
}
