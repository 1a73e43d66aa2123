// Decoding batched reads' return data for the screens: no data yet (or a reverted call) gives
// undefined; data that does not decode marks the call errored (undefined) and is logged
// (spec 000 §8 "Result data parsing failed"). The same reporter is handed to the @dex packages'
// decoders (trade reads, pools, pairs, positions), so every undecodable answer is logged here,
// once per answer (@dex/primitives' createParseErrorReporter).
import { createParseErrorReporter, decodeAnswer, type ParseErrorHandler } from '@dex/primitives';
import { appLogger, LOG_MESSAGES } from '../logging/appLogger';

interface RawCallState {
  readonly data: string | undefined;
  readonly error: boolean;
}

/** The app's reporter: pass it as `onParseError` to every package decoder of chain answers. */
export const reportParseError: ParseErrorHandler = createParseErrorReporter(
  appLogger,
  LOG_MESSAGES.resultParsing,
);

export function decodeCallData<T>(
  state: RawCallState | undefined,
  decode: (data: string) => T,
  onParseError: ParseErrorHandler = reportParseError,
): T | undefined {
  if (!state?.data || state.error) return undefined;
  return decodeAnswer(state.data, decode, onParseError);
}
