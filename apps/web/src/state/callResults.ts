// Decoding batched reads' return data for the screens: no data yet (or a reverted call) gives
// undefined; data that does not decode marks the call errored (undefined) and is logged
// (spec 000 §8 "Result data parsing failed"). The same reporter is handed to the @dex packages'
// decoders (trade reads, pools, pairs, positions), so every undecodable answer is logged here.
import { decodeAnswer, type Logger, type ParseErrorHandler } from '@dex/primitives';
import { appLogger, LOG_MESSAGES } from '../logging/appLogger';

interface RawCallState {
  readonly data: string | undefined;
  readonly error: boolean;
}

/** How many distinct bad answers are remembered, so a long session does not grow for ever. */
const REMEMBERED_ANSWERS = 256;

/**
 * Logs "Result data parsing failed" with the answer and the decoder's error, once per answer:
 * atoms re-decode the same answers on every block, which would otherwise repeat the line.
 */
export function createParseErrorReporter(logger: Logger): ParseErrorHandler {
  const reported = new Set<string>();
  return (data, error) => {
    if (reported.has(data)) return;
    if (reported.size >= REMEMBERED_ANSWERS) reported.clear();
    reported.add(data);
    logger.debug(LOG_MESSAGES.resultParsing, data, error);
  };
}

/** The app's reporter: pass it as `onParseError` to every package decoder of chain answers. */
export const reportParseError: ParseErrorHandler = createParseErrorReporter(appLogger);

export function decodeCallData<T>(
  state: RawCallState | undefined,
  decode: (data: string) => T,
  onParseError: ParseErrorHandler = reportParseError,
): T | undefined {
  if (!state?.data || state.error) return undefined;
  return decodeAnswer(state.data, decode, onParseError);
}
