// Where packages report what they deliberately skip (corrupted storage, duplicate tokens, failed
// refreshes) instead of throwing. The caller decides whether that reaches a console.

export interface Logger {
  debug(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

const drop = () => {};

/** Drops everything: the default of every package, so libraries stay quiet unless asked. */
export const silentLogger: Logger = { debug: drop, warn: drop, error: drop };

/** Writes to the global `console` as it is when called, so tests can spy on it. */
export const consoleLogger: Logger = {
  debug: (message, ...details) => console.debug(message, ...details),
  warn: (message, ...details) => console.warn(message, ...details),
  error: (message, ...details) => console.error(message, ...details),
};
