/**
 * Typed errors carrying the spec's exact messages, so a UI can branch on the class
 * (`error instanceof ListDownloadError`) instead of matching strings.
 */

/** Base class of every error this package throws on purpose. */
export class TokenListError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The downloaded JSON does not match the token-list schema. */
export class TokenListValidationError extends TokenListError {
  readonly details: string;
  constructor(details: string) {
    super(`Token list failed validation: ${details}`);
    this.details = details;
  }
}

/** The list location is neither http(s), ipfs, ipns nor an ENS name. */
export class UnrecognizedListUrlProtocolError extends TokenListError {
  constructor() {
    super('Unrecognized list URL protocol.');
  }
}

/** Every candidate URL failed (network error, non-OK status or unreadable body). */
export class ListDownloadError extends TokenListError {
  readonly listUrl: string;
  constructor(listUrl: string, options?: { cause?: unknown }) {
    super(`Failed to download list ${listUrl}`, options);
    this.listUrl = listUrl;
  }
}

/** The ENS registry or resolver read failed, or returned nothing usable. */
export class EnsNameResolutionError extends TokenListError {
  readonly ensName: string;
  constructor(ensName: string, options?: { cause?: unknown }) {
    super(`Failed to resolve ENS name: ${ensName}`, options);
    this.ensName = ensName;
  }
}

/** The contenthash read from ENS could not be turned into an ipfs:// or ipns:// URI. */
export class ContenthashTranslationError extends TokenListError {
  readonly contenthash: string;
  constructor(contenthash: string, options?: { cause?: unknown }) {
    super(`Failed to translate contenthash to URI: ${contenthash}`, options);
    this.contenthash = contenthash;
  }
}

/** No provider connected to mainnet is available for ENS reads. */
export class EnsResolverUnavailableError extends TokenListError {
  constructor(options?: { cause?: unknown }) {
    super('Could not construct mainnet ENS resolver', options);
  }
}

/** The contenthash uses a multicodec other than ipfs-ns or ipns-ns. */
export class UnrecognizedCodecError extends TokenListError {
  constructor() {
    super('Unrecognized codec');
  }
}

/** `acceptListUpdate` was dispatched for a list that has no pending update. */
export class NoPendingUpdateError extends TokenListError {
  constructor() {
    super('accept list update called without pending update');
  }
}

/** A candidate URL did not deliver its list within the timeout (`fetchTokenList`'s `timeoutMs`). */
export class ListTimeoutError extends TokenListError {
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
  readonly url: string;
  readonly maxBytes: number;
  constructor(url: string, maxBytes: number) {
    super(`List at ${url} is larger than ${maxBytes} bytes`);
    this.url = url;
    this.maxBytes = maxBytes;
  }
}
