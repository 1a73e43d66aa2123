// The app's one logger: what the app deliberately skips or resets (a list that cannot be shown, a
// call result that does not decode, a contract that cannot be built, a failed multicall fetch) is
// reported here, so it reaches one place (today the console) instead of scattered console calls.
import { consoleLogger, type Logger } from '@dex/primitives';

export const appLogger: Logger = consoleLogger;

// @spec 000 §8.1 table: Message / Context
/** Spec 000 §8 texts the app logs. */
export const LOG_MESSAGES = {
  resultParsing: 'Result data parsing failed',
  contract: 'Failed to get contract',
  multicallFetch: 'Failed to fetch multicall chunk',
  /** Spec 001 §8: "Gas estimation failure is logged to the console" (each failed candidate). */
  gasEstimate: 'Gas estimation failed',
} as const;
