// Reads the answers with which JSON-RPC providers refuse an eth_getLogs request. The log scanner
// takes every refusal as possibly too large and narrows the request whatever this says; what is
// read here only makes it quicker: a known text (the shortcut list below) tells a fixed range limit
// from a result-count limit, a span named in any text is jumped to, a Retry-After is waited out.

import { nestedErrors } from '@dex/primitives';

/**
 * Why a provider refused a log request:
 * - `range`: the block range is over the provider's fixed limit (the same span always fails);
 * - `results`: too many logs, too large an answer or too slow a query for this span (denser history
 *   needs less);
 * - `rate`: HTTP 429, the provider sheds load; a narrower request is cheaper to serve.
 */
export type LogRangeErrorKind = 'range' | 'results' | 'rate';

export interface LogRangeError {
  readonly kind: LogRangeErrorKind;
  /** The largest span the provider named (its limit, or the range it suggested), when it named one. */
  readonly suggestedSpan?: number;
}

// Each provider's text (matched on the lower-cased message). Sources are the texts they send.
const RANGE_TEXTS: readonly RegExp[] = [
  /block range is too wide/, // Ankr, Base
  /exceed maximum block range/, // BSC / Geth forks, PublicNode: "exceed maximum block range: 50000"
  /block range (?:is )?too large/, // Coinbase Cloud, Pokt, Chainstack
  /block range limit exceeded/, // Blast, Chainstack: "Block range limit exceeded."
  /exceeds max block range/, // LlamaRPC: "query exceeds max block range 100000"
  /limited to a [\d,]+k? (?:block )?range/, // QuickNode: "eth_getLogs is limited to a 10,000 range"
  /ranges over [\d,]+k? blocks/, // dRPC: "ranges over 10000 blocks are not supported on freetier"
  /\brange [\d,]+ exceeds limit of [\d,]+/, // Infura (-32602): "range 1000000 exceeds limit of 10000"
];
const RESULT_TEXTS: readonly RegExp[] = [
  /query returned more than/, // Infura, Geth: "query returned more than 10000 results"
  /log response size exceeded/, // Alchemy: "Log response size exceeded. ... this block range should work: [0x.., 0x..]"
  /query exceeds max results/, // Erigon: "query exceeds max results 20000"
  /response (?:size )?(?:is )?too (?:big|large)/, // Cloudflare: "response is too big"
  /logs matched by query exceeds limit of/, // "logs matched by query exceeds limit of 10000"
  /query timeout exceeded/, // Infura (-32005): "query timeout exceeded"; its docs: ask for fewer blocks
];

/** The texts worth reading in an error: its message, a nested JSON-RPC error's, and its data. */
function errorTexts(error: unknown): string[] {
  const texts: string[] = [];
  for (const current of nestedErrors(error)) {
    if (typeof current === 'string') texts.push(current);
    else if (typeof current.message === 'string') texts.push(current.message);
  }
  return texts;
}

function httpStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as Record<string, unknown>).status;
  return typeof status === 'number' ? status : undefined;
}

/** A positive whole span from "10,000" or "2" + "k"; undefined for anything else. */
function spanNumber(digits: string | undefined, thousands: string | undefined): number | undefined {
  if (!digits) return undefined;
  const value = Number(digits.replaceAll(',', '')) * (thousands?.toLowerCase() === 'k' ? 1000 : 1);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/**
 * The block span a refusal names, in the order a provider means it: a range it says would work
 * ("[0x5, 0x9]": 5 blocks, Infura and Alchemy), the limit after a span it refused ("range 50000
 * exceeds limit of 10000"), a span after "limited to a" / "up to a" / "ranges over", a number
 * right after the word "range" ("range: 5000", "max block range 100000", "Exceeded max range limit
 * for eth_getLogs: 50"), or a number of blocks ("at most 500 blocks"). Only block spans: a result
 * count ("more than 10000 results") or a rate ("10 requests per second") names none.
 */
function suggestedSpanIn(text: string): number | undefined {
  const pair = /\[\s*(0x[0-9a-f]+)\s*,\s*(0x[0-9a-f]+)\s*\]/i.exec(text);
  if (pair?.[1] && pair[2]) {
    const span = Number(BigInt(pair[2]) - BigInt(pair[1])) + 1;
    return span > 0 && Number.isSafeInteger(span) ? span : undefined;
  }
  const limit =
    // The number after "range" here is the span asked for; the limit follows it.
    /\brange [\d,]+ exceeds limit of (\d[\d,]*)\s*(k?)\b/i.exec(text) ??
    /(?:limited to a|up to a|ranges over)\s+(\d[\d,]*)\s*(k?)\b/i.exec(text) ??
    // "range", then at most 40 characters without a digit (or a hex number's 0x), then the number.
    /\brange\b[^\d[\]]{0,40}?(\d[\d,]*)\s*(k?)\b(?!\s*(?:results|logs|requests))/i.exec(text) ??
    /\b(\d[\d,]*)\s*(k?)\s*blocks?\b/i.exec(text);
  return spanNumber(limit?.[1], limit?.[2]);
}

/**
 * The block span `error`'s text names, whatever the provider (see `classifyLogRangeError` for the
 * texts known by name); undefined when it names none. A hint to try, not a promise: the scanner
 * still narrows further if that span is refused too.
 */
export function suggestedLogSpan(error: unknown): number | undefined {
  return suggestedSpanIn(errorTexts(error).join(' ').toLowerCase());
}

/** The provider's own words in `error` (its first text), for telling the user what went wrong. */
export function refusalText(error: unknown): string {
  const text = errorTexts(error).find((candidate) => candidate.trim() !== '');
  return text?.trim() ?? String(error);
}

/** The `retryAfter` an error carries (`@dex/multicall`'s `HttpStatusError`), also when nested. */
function retryAfterValue(error: unknown): string | number | undefined {
  for (const current of nestedErrors(error)) {
    if (typeof current === 'string') continue;
    const own = current.retryAfter;
    if (typeof own === 'string' || typeof own === 'number') return own;
  }
  return undefined;
}

/**
 * How long the answer asked to wait before the next request, in milliseconds: its `Retry-After`
 * header (delay seconds, or an HTTP date measured against `now`), as `@dex/multicall`'s
 * `HttpStatusError` carries it in `retryAfter`. Undefined when there is none or it does not parse;
 * a date already past gives 0.
 */
export function retryAfterMs(error: unknown, now: () => number = Date.now): number | undefined {
  const value = retryAfterValue(error);
  if (typeof value === 'number')
    return Number.isFinite(value) && value >= 0 ? value * 1000 : undefined;
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day and month ("Wed, 21 Oct 2015 07:28:00 GMT"); "-5" is no date.
  if (!/[a-z]{3}/i.test(text)) return undefined;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now());
}

/**
 * Whether `error` is one of the refusals known by name (a provider's range or result-count text,
 * HTTP 413 or 429, or our transport's response size cap), and the span it suggests if any.
 * Anything else gives undefined. The scanner does not need this to narrow a request (it narrows
 * on any refusal); it uses it to know at once whether a limit is fixed (`range`), depends on how
 * dense the history is (`results`) or is a rate limit (`rate`, waited out).
 */
export function classifyLogRangeError(error: unknown): LogRangeError | undefined {
  const status = httpStatus(error);
  const text = errorTexts(error).join(' ').toLowerCase();
  const suggestedSpan = suggestedSpanIn(text);
  const withSpan = (kind: LogRangeErrorKind): LogRangeError =>
    suggestedSpan === undefined ? { kind } : { kind, suggestedSpan };
  if (RANGE_TEXTS.some((known) => known.test(text))) return withSpan('range');
  if (RESULT_TEXTS.some((known) => known.test(text))) return withSpan('results');
  const code =
    typeof error === 'object' && error !== null
      ? (error as Record<string, unknown>).errorCode
      : undefined;
  if (status === 413 || code === 'multicall/response-too-large') return { kind: 'results' };
  if (status === 429) return { kind: 'rate' };
  return undefined;
}
