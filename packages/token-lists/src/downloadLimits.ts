// Limits on each list download: a deadline per candidate URL and a cap on the body's size, so a
// gateway that hangs, or streams without end, can neither stall the list nor exhaust the page.

/** The timer functions the deadline uses; tests pass fakes. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Per candidate URL. Gateways are slow, but a list that takes longer is better tried elsewhere. */
export const DEFAULT_LIST_TIMEOUT_MS = 15_000;

/** The largest list body accepted: 10 MiB, over ten times the biggest public list in 2024. */
export const DEFAULT_MAX_LIST_BYTES = 10 * 1024 * 1024;

/** The part of a fetch `Response` a list download reads. */
export interface ListResponse {
  readonly ok: boolean;
  readonly headers?: { get(name: string): string | null };
  /** Read in chunks, so an oversized body is cut off as soon as it passes the cap. */
  readonly body?: ReadableStream<Uint8Array> | null;
  text?(): Promise<string>;
  /** Used only when the response has neither `body` nor `text()` (then there is no size cap). */
  json(): Promise<unknown>;
}

export interface Deadline {
  readonly timeoutMs: number;
  readonly timers: Timers;
  /** The caller's own cancellation; its reason is the rejection. */
  readonly signal?: AbortSignal | undefined;
  readonly timeoutError: () => Error;
}

/**
 * Runs `attempt` with a signal that aborts when the deadline passes or the caller aborts. The
 * returned promise settles then, even if `attempt` ignores its signal.
 */
export function withDeadline<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  deadline: Deadline,
): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const stop = (reason: unknown) => {
      controller.abort(reason);
      reject(reason);
    };
    const outer = deadline.signal;
    if (outer?.aborted) return stop(outer.reason);
    const onOuterAbort = () => stop(outer?.reason);
    outer?.addEventListener('abort', onOuterAbort, { once: true });
    const timer = deadline.timers.setTimeout(
      () => stop(deadline.timeoutError()),
      deadline.timeoutMs,
    );
    attempt(controller.signal)
      .then(resolve, reject)
      .finally(() => {
        deadline.timers.clearTimeout(timer);
        outer?.removeEventListener('abort', onOuterAbort);
      });
  });
}

async function readCapped(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    received += value.byteLength;
    if (received > maxBytes) {
      void reader.cancel().catch(() => {});
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
}

/** The body parsed as JSON, refusing (with `tooLarge()`) one declared or found above `maxBytes`. */
export async function readJsonWithin(
  response: ListResponse,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<unknown> {
  const declared = Number(response.headers?.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    void response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (response.body) return JSON.parse(await readCapped(response.body, maxBytes, tooLarge));
  if (response.text) {
    const text = await response.text();
    if (new TextEncoder().encode(text).byteLength > maxBytes) throw tooLarge();
    return JSON.parse(text);
  }
  return response.json();
}
