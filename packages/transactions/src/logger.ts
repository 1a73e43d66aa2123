/** Where the package reports what it skips (corrupted storage, failed reads). */
export interface Logger {
  warn(message: string, ...details: unknown[]): void;
}

export const silentLogger: Logger = { warn: () => {} };
