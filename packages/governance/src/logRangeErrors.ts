// Recognises the answers with which common JSON-RPC providers refuse an eth_getLogs request that
// is too wide or returns too much, so the log scanner can ask for a smaller range instead of failing.

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
function errorTexts(error: unknown, depth = 0): string[] {
  if (depth > 3 || error === null || error === undefined) return [];
  if (typeof error === 'string') return [error];
  if (typeof error !== 'object') return [];
  const record = error as Record<string, unknown>;
  return [
    ...errorTexts(record.message, depth + 1),
    ...errorTexts(record.data, depth + 1),
    ...errorTexts(record.error, depth + 1),
    ...errorTexts(record.cause, depth + 1),
    ...errorTexts(record.info, depth + 1),
  ];
}

function httpStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as Record<string, unknown>).status;
  return typeof status === 'number' ? status : undefined;
}

/** "[0x5, 0x9]" (Infura, Alchemy) gives 5 blocks; "range: 5000", "max block range 100000" or "a 10,000 range" gives the number; "2K block range" gives 2000; "range 50000 exceeds limit of 10000" gives the limit. */
function suggestedSpanIn(text: string): number | undefined {
  const pair = /\[\s*(0x[0-9a-f]+)\s*,\s*(0x[0-9a-f]+)\s*\]/i.exec(text);
  if (pair?.[1] && pair[2]) {
    const span = Number(BigInt(pair[2]) - BigInt(pair[1])) + 1;
    return span > 0 ? span : undefined;
  }
  const limit =
    // The number after "range" here is the span asked for; the limit follows it.
    /\brange [\d,]+ exceeds limit of (\d[\d,]*)\s*(k?)\b/i.exec(text) ??
    /(?:block range|range)[:\s]+(\d[\d,]*)\s*(k?)\b/i.exec(text) ??
    /(?:limited to a|up to a|ranges over)\s+(\d[\d,]*)\s*(k?)\b/i.exec(text);
  if (!limit?.[1]) return undefined;
  const value = Number(limit[1].replaceAll(',', '')) * (limit[2]?.toLowerCase() === 'k' ? 1000 : 1);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * Whether `error` is a provider refusing an eth_getLogs request for its size (range or result
 * count, HTTP 413 or 429, or our transport's response size cap), and the span it suggests if any.
 * Anything else (a node that is down, a malformed request) gives undefined: retrying smaller would
 * not help.
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
