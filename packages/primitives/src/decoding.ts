// Decoding a call's answer without letting malformed data break a page: the answer counts as
// errored (undefined) and the caller is told, so an app can log "Result data parsing failed"
// (spec 000 §8) in one place instead of every package dropping bad data silently.
import type { Logger } from './logger';

/** Told about an answer that does not decode; the call is then treated as errored. */
export type ParseErrorHandler = (data: string, error: unknown) => void;

/** `decode(data)`, or undefined after telling `onParseError` when `data` does not decode. */
export function decodeAnswer<T>(
  data: string,
  decode: (data: string) => T,
  onParseError?: ParseErrorHandler,
): T | undefined {
  try {
    return decode(data);
  } catch (error) {
    onParseError?.(data, error);
    return undefined;
  }
}

/** How many distinct bad answers a reporter remembers, so a long session does not grow for ever. */
const REMEMBERED_ANSWERS = 256;

/**
 * A handler that logs `message` (the spec's "Result data parsing failed") with the answer and the
 * decoder's error at debug level, once per answer: reads re-decode the same answers on every
 * block, which would otherwise repeat the line.
 */
export function createParseErrorReporter(
  logger: Pick<Logger, 'debug'>,
  message: string,
): ParseErrorHandler {
  const reported = new Set<string>();
  return (data, error) => {
    if (reported.has(data)) return;
    if (reported.size >= REMEMBERED_ANSWERS) reported.clear();
    reported.add(data);
    logger.debug(message, data, error);
  };
}
