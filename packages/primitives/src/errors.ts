// The base of every error the @dex packages throw on purpose.

/**
 * An error with a stable `errorCode` (`'<package>/<what>'`, e.g. `'wallet/user-rejected'`) beside
 * its human message. The message may be reworded and is English; the code never changes, so an
 * app maps codes (or classes) to its own translated text, and logs and reports can group by it.
 * It is not called `code` because EIP-1193 and JSON-RPC errors use a numeric `code`, which
 * subclasses such as wallet and RPC errors keep carrying.
 */
export class DexError extends Error {
  readonly errorCode: string;

  constructor(errorCode: string, message: string, options?: { readonly cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.errorCode = errorCode;
  }
}

/**
 * A value a caller passed that is out of its domain (where JavaScript would throw a `TypeError` or
 * `RangeError`): malformed hex, a negative quantity, an option out of range. A programming or
 * configuration error, not one a user can act on; the message names the value.
 */
export class InvalidArgumentError extends DexError {
  constructor(message: string) {
    super('primitives/invalid-argument', message);
  }
}

/** An invalid address, in the spec's words: "Invalid address: {value}". */
export class InvalidAddressError extends InvalidArgumentError {
  override readonly errorCode = 'primitives/invalid-address';
  constructor(value?: unknown) {
    super(`Invalid address: ${String(value)}`);
  }
}

/** Data from outside (storage, a node, a server) that is not what it must be. */
export class MalformedDataError extends DexError {
  constructor(message: string) {
    super('primitives/malformed-data', message);
  }
}

/**
 * The stable code of a `DexError`, also when it comes from another copy of a package (where
 * `instanceof` fails); undefined for anything else.
 */
export function errorCodeOf(error: unknown): string | undefined {
  if (error instanceof DexError) return error.errorCode;
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { errorCode?: unknown }).errorCode;
  return typeof code === 'string' ? code : undefined;
}

/** Where wallets, libraries and nodes put the error they wrap. */
const NESTED_ERROR_KEYS = ['cause', 'error', 'data', 'originalError', 'info'] as const;

/** Errors looked at, at most: error objects can be cyclic or absurdly deep. */
const MAX_NESTED_ERRORS = 32;

/**
 * The error and every error nested in it, through `cause`, `error`, `data`, `originalError` and
 * `info`, breadth first (the outermost first), each object once and at most 32 of them. Objects
 * are yielded as records; a string found on the way (a wallet's bare-string refusal, a node's
 * revert data) as itself. The one walk for every package that looks inside what a wallet, a
 * library or a node threw.
 */
export function* nestedErrors(
  error: unknown,
): Generator<Readonly<Record<string, unknown>> | string> {
  const seen = new Set<object>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < MAX_NESTED_ERRORS) {
    const current = queue.shift();
    if (typeof current === 'string') {
      yield current;
      continue;
    }
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const record = current as Record<string, unknown>;
    yield record;
    for (const key of NESTED_ERROR_KEYS) queue.push(record[key]);
  }
}
