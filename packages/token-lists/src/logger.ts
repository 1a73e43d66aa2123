/** Where the package reports things it deliberately ignores (duplicates, skipped lists). */
export interface Logger {
  debug(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

/** A logger that drops everything, for callers that do not want console output. */
export const silentLogger: Logger = {
  debug: () => {},
  warn: () => {},
  error: () => {},
};
