// Typed errors carrying the spec's exact messages, so callers branch on the class, not the text.

/** A JSON-RPC failure: a node error passed on as is, or one raised by the batch transport. */
export class RpcError extends Error {
  override name = 'RpcError';
  readonly code: number | undefined;
  readonly data: unknown;

  constructor(message: string, code?: number, data?: unknown) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

/** The HTTP request itself failed (network down, CORS, aborted); every queued request gets it. */
export class BatchSendError extends RpcError {
  override name = 'BatchSendError';
  constructor(cause?: unknown) {
    super('Failed to send batch call');
    if (cause !== undefined) Object.defineProperty(this, 'cause', { value: cause });
  }
}

/** The node answered with a non-ok HTTP status. */
export class HttpStatusError extends RpcError {
  override name = 'HttpStatusError';
  readonly status: number;
  constructor(status: number, statusText: string) {
    super(`${status}: ${statusText}`, -32000);
    this.status = status;
  }
}

/** The node gave no complete answer in time; the request was aborted. */
export class RequestTimeoutError extends RpcError {
  override name = 'RequestTimeoutError';
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(`The node did not answer within ${timeoutMs} ms`);
    this.timeoutMs = timeoutMs;
  }
}

/** The response body was larger than the transport accepts. */
export class ResponseTooLargeError extends RpcError {
  override name = 'ResponseTooLargeError';
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`The node's response is larger than ${maxBytes} bytes`);
    this.maxBytes = maxBytes;
  }
}

/** The node serves another chain than the one it was configured for; nothing is read from it. */
export class ChainIdMismatchError extends RpcError {
  override name = 'ChainIdMismatchError';
  readonly url: string;
  readonly expectedChainId: number;
  readonly actualChainId: number;
  constructor(url: string, expectedChainId: number, actualChainId: number) {
    super(`The node at ${url} serves chain ${actualChainId}, not chain ${expectedChainId}`);
    this.url = url;
    this.expectedChainId = expectedChainId;
    this.actualChainId = actualChainId;
  }
}

/** The response body was not JSON. */
export class JsonParseError extends RpcError {
  override name = 'JsonParseError';
  constructor() {
    super('Failed to parse JSON response');
  }
}

/** The batch response had no usable answer for one request. */
export class UnexpectedResponseError extends RpcError {
  override name = 'UnexpectedResponseError';
  readonly method: string;
  constructor(method: string) {
    super(`Received unexpected JSON-RPC response to ${method} request.`, -32000);
    this.method = method;
  }
}

/** Base class of the input validation errors. */
export class ValidationError extends Error {
  override name = 'ValidationError';
}

export class InvalidAddressError extends ValidationError {
  override name = 'InvalidAddressError';
  constructor(value: unknown) {
    super(`Invalid address: ${String(value)}`);
  }
}

export class InvalidHexError extends ValidationError {
  override name = 'InvalidHexError';
  constructor(value: unknown) {
    super(`Invalid hex: ${String(value)}`);
  }
}

export class InvalidNumberError extends ValidationError {
  override name = 'InvalidNumberError';
  constructor(value: unknown) {
    super(`Invalid number: ${String(value)}`);
  }
}

export class InvalidCallKeyError extends ValidationError {
  override name = 'InvalidCallKeyError';
  constructor(value: unknown) {
    super(`Invalid call key: ${String(value)}`);
  }
}

/** A call's return data was empty or could not be decoded with the given ABI. */
export class ResultParsingError extends Error {
  override name = 'ResultParsingError';
  constructor(cause?: unknown) {
    super('Result data parsing failed');
    if (cause !== undefined) Object.defineProperty(this, 'cause', { value: cause });
  }
}

/** Rejection of a retry loop that was cancelled (a newer block made it moot). */
export class CancelledError extends Error {
  override name = 'CancelledError';
  constructor() {
    super('Cancelled');
  }
}

/** Thrown inside a retried function to ask for another attempt after a wait. */
export class RetryableError extends Error {
  override name = 'RetryableError';
}
