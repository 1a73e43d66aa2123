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
 * The stable code of a `DexError`, also when it comes from another copy of a package (where
 * `instanceof` fails); undefined for anything else.
 */
export function errorCodeOf(error: unknown): string | undefined {
  if (error instanceof DexError) return error.errorCode;
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { errorCode?: unknown }).errorCode;
  return typeof code === 'string' ? code : undefined;
}
