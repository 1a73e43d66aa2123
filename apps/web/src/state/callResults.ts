// Decoding one batched read's return data for the screens: no data yet (or a reverted call) gives
// undefined; data that does not decode marks the call errored (undefined) and is logged
// (spec 000 §8 "Result data parsing failed").
import type { Logger } from '@dex/primitives';
import { appLogger, LOG_MESSAGES } from '../logging/appLogger';

interface RawCallState {
  readonly data: string | undefined;
  readonly error: boolean;
}

export function decodeCallData<T>(
  state: RawCallState | undefined,
  decode: (data: string) => T,
  logger: Logger = appLogger,
): T | undefined {
  if (!state?.data || state.error) return undefined;
  try {
    return decode(state.data);
  } catch (error) {
    logger.debug(LOG_MESSAGES.resultParsing, state.data, error);
    return undefined;
  }
}
