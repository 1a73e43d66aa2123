// Typed errors carrying the spec's exact messages, so callers branch on the class, not the text;
// each has a stable `errorCode` (see @dex/primitives' DexError). Their own fields are `declare`d
// and set in the constructor: a parameter property would also emit a class field (bundle bytes).
import { DexError } from '@dex/primitives';

/** A JSON-RPC failure: a node error passed on as is, or one raised by the batch transport. */
export class RpcError extends DexError {
  override name = 'RpcError';
  /** The JSON-RPC error code, when there is one. */
  readonly code: number | undefined;
  readonly data: unknown;

  constructor(
    message: string,
    code?: number,
    data?: unknown,
    errorCode = 'multicall/rpc',
    cause?: unknown,
  ) {
    super(errorCode, message, { cause });
    this.code = code;
    this.data = data;
  }
}

// @spec 000 §7.4 Node errors are passed on with
/** A JSON-RPC error answer (`{ message, code, data }`) as an RpcError; an Error is kept as is. */
export function toRpcError(error: unknown): RpcError {
  if (error instanceof RpcError) return error;
  if (error instanceof Error) {
    return new RpcError(error.message, undefined, undefined, undefined, error);
  }
  const answer =
    typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const message = typeof answer.message === 'string' ? answer.message : 'Unknown JSON-RPC error';
  const code = typeof answer.code === 'number' ? answer.code : undefined;
  return new RpcError(message, code, answer.data);
}

/** The HTTP request itself failed (network down, CORS, aborted); every queued request gets it. */
export class BatchSendError extends RpcError {
  override name = 'BatchSendError';
  constructor(cause?: unknown) {
    super('Failed to send batch call', undefined, undefined, 'multicall/batch-send-failed', cause);
  }
}

/** The node answered with a non-ok HTTP status. */
export class HttpStatusError extends RpcError {
  override name = 'HttpStatusError';
  declare readonly status: number;
  /**
   * The answer's `Retry-After` header as sent (delay seconds or an HTTP date), when it had one:
   * how long a 429 or 503 asks the client to wait before asking again.
   */
  declare readonly retryAfter: string | undefined;
  constructor(status: number, statusText: string, retryAfter?: string) {
    super(`${status}: ${statusText}`, -32000, undefined, 'multicall/http-status');
    this.status = status;
    this.retryAfter = retryAfter;
  }
}

/** The node gave no complete answer in time; the request was aborted. */
export class RequestTimeoutError extends RpcError {
  override name = 'RequestTimeoutError';
  declare readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(
      `The node did not answer within ${timeoutMs} ms`,
      undefined,
      undefined,
      'multicall/request-timeout',
    );
    this.timeoutMs = timeoutMs;
  }
}

/** The response body was larger than the transport accepts. */
export class ResponseTooLargeError extends RpcError {
  override name = 'ResponseTooLargeError';
  declare readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(
      `The node's response is larger than ${maxBytes} bytes`,
      undefined,
      undefined,
      'multicall/response-too-large',
    );
    this.maxBytes = maxBytes;
  }
}

/** The node serves another chain than the one it was configured for; nothing is read from it. */
export class ChainIdMismatchError extends RpcError {
  override name = 'ChainIdMismatchError';
  /** The node's URL, when the reader knows it (a plain EIP-1193 provider has none). */
  declare readonly url: string | undefined;
  declare readonly expectedChainId: number;
  declare readonly actualChainId: number;
  constructor(url: string | undefined, expectedChainId: number, actualChainId: number) {
    super(
      `The node${url ? ` at ${url}` : ''} serves chain ${actualChainId}, not chain ${expectedChainId}`,
      undefined,
      undefined,
      'multicall/chain-id-mismatch',
    );
    Object.assign(this, { url, expectedChainId, actualChainId });
  }
}

/**
 * The node's chain could not be checked: its `eth_chainId` answer was an error, missing or not a
 * hex number. Nothing it answered alongside is used; the check is asked again with the next request.
 */
export class ChainIdUnverifiedError extends RpcError {
  override name = 'ChainIdUnverifiedError';
  /** The node's URL, when the reader knows it. */
  declare readonly url: string | undefined;
  declare readonly expectedChainId: number;
  constructor(url: string | undefined, expectedChainId: number, cause?: unknown) {
    super(
      `Could not verify that the node${url ? ` at ${url}` : ''} serves chain ${expectedChainId}`,
      undefined,
      undefined,
      'multicall/chain-id-unverified',
      cause,
    );
    Object.assign(this, { url, expectedChainId });
  }
}

/**
 * The multicall address holds no contract on this chain (the eth_call answered `0x` and the
 * address has no code): deploy one (see deployMulticall) or pass the right `multicallAddress`.
 */
export class MissingMulticallContractError extends RpcError {
  override name = 'MissingMulticallContractError';
  declare readonly address: string;
  declare readonly chainId: number;
  constructor(address: string, chainId: number) {
    super(
      `No contract at ${address} on chain ${chainId}`,
      undefined,
      undefined,
      'multicall/no-contract',
    );
    Object.assign(this, { address, chainId });
  }
}

/** The response body was not JSON. */
export class JsonParseError extends RpcError {
  override name = 'JsonParseError';
  constructor() {
    super('Failed to parse JSON response', undefined, undefined, 'multicall/json-parse');
  }
}

/** The batch response had no usable answer for one request. */
export class UnexpectedResponseError extends RpcError {
  override name = 'UnexpectedResponseError';
  declare readonly method: string;
  constructor(method: string) {
    super(unexpectedResponse(method), -32000, undefined, 'multicall/unexpected-response');
    this.method = method;
  }
}

/** The message of an answer that is missing or cannot be read (one text for every method). */
function unexpectedResponse(method: string): string {
  return `Received unexpected JSON-RPC response to ${method} request.`;
}

/** A plain RpcError (-32000) for an answer to `method` that cannot be read, keeping it as `data`. */
export function unreadableAnswerError(method: string, data?: unknown): RpcError {
  return new RpcError(unexpectedResponse(method), -32000, data);
}

/** Base class of the input validation errors. */
export class ValidationError extends DexError {
  override name = 'ValidationError';
  constructor(message: string, errorCode = 'multicall/validation') {
    super(errorCode, message);
  }
}

export class InvalidAddressError extends ValidationError {
  override name = 'InvalidAddressError';
  constructor(value: unknown) {
    super(`Invalid address: ${String(value)}`, 'multicall/invalid-address');
  }
}

export class InvalidHexError extends ValidationError {
  override name = 'InvalidHexError';
  constructor(value: unknown) {
    super(`Invalid hex: ${String(value)}`, 'multicall/invalid-hex');
  }
}

export class InvalidNumberError extends ValidationError {
  override name = 'InvalidNumberError';
  constructor(value: unknown) {
    super(`Invalid number: ${String(value)}`, 'multicall/invalid-number');
  }
}

export class InvalidCallKeyError extends ValidationError {
  override name = 'InvalidCallKeyError';
  constructor(value: unknown) {
    super(`Invalid call key: ${String(value)}`, 'multicall/invalid-call-key');
  }
}

/** A call's return data was empty or could not be decoded with the given ABI. */
export class ResultParsingError extends DexError {
  override name = 'ResultParsingError';
  constructor(cause?: unknown) {
    super('multicall/result-parsing', 'Result data parsing failed', { cause });
  }
}

/** Rejection of a retry loop that was cancelled (a newer block made it moot). */
export class CancelledError extends DexError {
  override name = 'CancelledError';
  constructor() {
    super('multicall/cancelled', 'Cancelled');
  }
}

/** Thrown inside a retried function to ask for another attempt after a wait. */
export class RetryableError extends DexError {
  override name = 'RetryableError';
  constructor(message: string) {
    super('multicall/retryable', message);
  }
}
