// What a scan learned about an endpoint's eth_getLogs limits, kept per endpoint and chain: in
// memory for the page's lifetime and in the storage the caller passes, so the next visit starts
// with a span that worked instead of being refused down to it again. Stored data is untrusted:
// an entry that does not parse is dropped, never fatal.
import {
  createPersistedValue,
  type KeyValueStorage,
  type Logger,
  type PersistedValue,
} from '@dex/primitives';

/**
 * What a scan knows about the endpoint's log limits, kept between requests and scans (and, through
 * a `LogSpanMemory`, between visits). Mutated in place by `fetchLogsAdaptively`.
 */
export interface LogSpan {
  /** The span (blocks per request) to ask for next. */
  span: number;
  /**
   * The endpoint's fixed range limit once known: named by a known refusal text, or found by
   * narrowing (the widest span accepted just under one refused). Infinity until then.
   */
  maxSpan: number;
  /** The narrowest span refused for its size while the limit is being found; Infinity if none. */
  refused: number;
  /** The widest span accepted since `refused` was last set (0: none yet). */
  accepted: number;
  /** A span a refusal named, being tried; once accepted, one block more is asked to confirm it is the limit (0: none). */
  confirming: number;
}

/** Nothing learned yet: the first request asks for the whole range. */
export function createLogSpan(): LogSpan {
  return {
    span: Number.POSITIVE_INFINITY,
    maxSpan: Number.POSITIVE_INFINITY,
    refused: Number.POSITIVE_INFINITY,
    accepted: 0,
    confirming: 0,
  };
}

/** The storage key used when none is given. */
export const LOG_SPAN_STORAGE_KEY = 'dex.governance.logSpans';

/** Endpoints remembered at most; the least recently learned is forgotten first. */
export const MAX_REMEMBERED_ENDPOINTS = 32;

export interface LogSpanMemory {
  /** What was learned about `endpoint` on `chainId` (a fresh copy), or a fresh span. */
  read(endpoint: string, chainId: number): LogSpan;
  /** Remembers what the scan learned (its span, limit and narrowest refused span). */
  write(endpoint: string, chainId: number, span: LogSpan): void;
}

/** One entry as stored: JSON has no Infinity, so an unknown bound is null. */
interface StoredSpan {
  readonly span: number | null;
  readonly maxSpan: number | null;
  readonly refused: number | null;
}

const isBound = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isSafeInteger(value) && value >= 1);

const toBound = (value: number | null): number => value ?? Number.POSITIVE_INFINITY;
const fromBound = (value: number): number | null => (Number.isFinite(value) ? value : null);

function parseEntry(value: unknown): LogSpan | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { span, maxSpan, refused } = value as Record<string, unknown>;
  if (!isBound(span) || !isBound(maxSpan) || !isBound(refused)) return undefined;
  const learned = createLogSpan();
  learned.maxSpan = toBound(maxSpan);
  learned.refused = toBound(refused);
  // A span over the known limit (or at a refused span) would only be refused again.
  learned.span = Math.min(toBound(span), learned.maxSpan, learned.refused - 1);
  if (learned.span < 1) return undefined;
  return learned;
}

const copy = (span: LogSpan): LogSpan => ({ ...span });

/**
 * A memory of learned log spans. In memory it keeps all a scan knows, so the scans of one page go
 * on where the last one stopped. `storage` (e.g. `localStorage`) keeps the span, the limit and the
 * narrowest refused span across visits, not which spans were accepted: the next visit trusts them
 * only as far as the endpoint still agrees. Unusable stored entries are skipped (and `logger`
 * warned when the whole value is unusable).
 */
export function createLogSpanMemory(
  options: {
    readonly storage?: KeyValueStorage | undefined;
    readonly key?: string;
    readonly logger?: Logger;
  } = {},
): LogSpanMemory {
  const persisted: PersistedValue<Map<string, LogSpan>> = createPersistedValue({
    storage: options.storage,
    key: options.key ?? LOG_SPAN_STORAGE_KEY,
    defaults: () => new Map(),
    ...(options.logger ? { logger: options.logger } : {}),
    format: {
      version: 1,
      parse(data) {
        if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
        const entries = new Map<string, LogSpan>();
        for (const [key, value] of Object.entries(data)) {
          const span = parseEntry(value);
          if (span) entries.set(key, span);
        }
        return entries;
      },
      serialize(entries): Record<string, StoredSpan> {
        const stored: Record<string, StoredSpan> = {};
        for (const [key, span] of entries) {
          stored[key] = {
            span: fromBound(span.span),
            maxSpan: fromBound(span.maxSpan),
            refused: fromBound(span.refused),
          };
        }
        return stored;
      },
    },
  });
  let entries: Map<string, LogSpan> | undefined;
  const loaded = () => {
    entries ??= persisted.read();
    return entries;
  };
  const keyOf = (endpoint: string, chainId: number) => `${chainId} ${endpoint}`;

  return {
    read(endpoint, chainId) {
      const known = loaded().get(keyOf(endpoint, chainId));
      return known ? copy(known) : createLogSpan();
    },
    write(endpoint, chainId, span) {
      const all = loaded();
      const key = keyOf(endpoint, chainId);
      const previous = all.get(key);
      const unchanged =
        previous !== undefined &&
        previous.span === span.span &&
        previous.maxSpan === span.maxSpan &&
        previous.refused === span.refused;
      all.delete(key);
      all.set(key, copy(span));
      for (const oldest of all.keys()) {
        if (all.size <= MAX_REMEMBERED_ENDPOINTS) break;
        all.delete(oldest);
      }
      // Storage only hears of what it keeps.
      if (!unchanged) persisted.write(all);
    },
  };
}
