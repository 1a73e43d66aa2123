// Decoding a call's answer without letting malformed data break a page: the answer counts as
// errored (undefined) and the caller is told, so an app can log "Result data parsing failed"
// (spec 000 §8) in one place instead of every package dropping bad data silently.

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
