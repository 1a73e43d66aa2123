// Typed errors carrying the spec's exact messages, so callers branch on the class, not the text;
// each has a stable `errorCode` (see @dex/primitives' DexError).
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
  constructor(
    readonly status: number,
    statusText: string,
  ) {
    super(`${status}: ${statusText}`, -32000, undefined, 'multicall/http-status');
  }
}

/** The node gave no complete answer in time; the request was aborted. */
export class RequestTimeoutError extends RpcError {
  override name = 'RequestTimeoutError';
  constructor(readonly timeoutMs: number) {
    super(
      `The node did not answer within ${timeoutMs} ms`,
      undefined,
      undefined,
      'multicall/request-timeout',
    );
  }
}

/** The response body was larger than the transport accepts. */
export class ResponseTooLargeError extends RpcError {
  override name = 'ResponseTooLargeError';
  constructor(readonly maxBytes: number) {
    super(
      `The node's response is larger than ${maxBytes} bytes`,
      undefined,
      undefined,
      'multicall/response-too-large',
    );
  }
}

/** The node serves another chain than the one it was configured for; nothing is read from it. */
export class ChainIdMismatchError extends RpcError {
  override name = 'ChainIdMismatchError';
  constructor(
    /** The node's URL, when the reader knows it (a plain EIP-1193 provider has none). */
    readonly url: string | undefined,
    readonly expectedChainId: number,
    readonly actualChainId: number,
  ) {
    super(
      `The node${url ? ` at ${url}` : ''} serves chain ${actualChainId}, not chain ${expectedChainId}`,
      undefined,
      undefined,
      'multicall/chain-id-mismatch',
    );
  }
}

/**
 * The node's chain could not be checked: its `eth_chainId` answer was an error, missing or not a
 * hex number. Nothing it answered alongside is used; the check is asked again with the next request.
 */
export class ChainIdUnverifiedError extends RpcError {
  override name = 'ChainIdUnverifiedError';
  constructor(
    /** The node's URL, when the reader knows it. */
    readonly url: string | undefined,
    readonly expectedChainId: number,
    cause?: unknown,
  ) {
    super(
      `Could not verify that the node${url ? ` at ${url}` : ''} serves chain ${expectedChainId}`,
      undefined,
      undefined,
      'multicall/chain-id-unverified',
      cause,
    );
  }
}

/**
 * The multicall address holds no contract on this chain (the eth_call answered `0x` and the
 * address has no code): deploy one (see deployMulticall) or pass the right `multicallAddress`.
 */
export class MissingMulticallContractError extends RpcError {
  override name = 'MissingMulticallContractError';
  constructor(
    readonly address: string,
    readonly chainId: number,
  ) {
    super(
      `No contract at ${address} on chain ${chainId}`,
      undefined,
      undefined,
      'multicall/no-contract',
    );
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
  constructor(readonly method: string) {
    super(unexpectedResponse(method), -32000, undefined, 'multicall/unexpected-response');
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
