import { createPersistedValue, type KeyValueStorage, type PersistedFormat } from '@dex/primitives';

export type { KeyValueStorage };

export const LAST_CONNECTOR_STORAGE_KEY = 'dex.wallet.lastConnector';

const CONNECTOR_ID = /^[\w.:-]{1,200}$/;

/** Remembers the last connector the user chose, so the next visit can reconnect without a prompt. */
export interface ConnectorPersistence {
  read(): string | undefined;
  write(connectorId: string): void;
  clear(): void;
}

/** `{"connectorId": "..."}`; version 0 is the same object stored before values were versioned. */
const CONNECTOR_FORMAT: PersistedFormat<string | undefined> = {
  version: 1,
  migrations: { 0: (data) => data },
  parse(data) {
    const connectorId =
      typeof data === 'object' && data !== null
        ? (data as { connectorId?: unknown }).connectorId
        : undefined;
    return typeof connectorId === 'string' && CONNECTOR_ID.test(connectorId) ? connectorId : null;
  },
  serialize: (connectorId) => ({ connectorId }),
};

/**
 * Stores the last connector id under one key. Anything unreadable (corrupted JSON, wrong shape,
 * storage that throws, as in some private modes) is treated as nothing stored and removed.
 */
export function createConnectorPersistence(
  storage: KeyValueStorage | undefined,
  key: string = LAST_CONNECTOR_STORAGE_KEY,
): ConnectorPersistence {
  const stored = createPersistedValue({
    storage,
    key,
    format: CONNECTOR_FORMAT,
    defaults: () => undefined,
  });
  return {
    read() {
      const connectorId = stored.read();
      // A corrupted value is dropped, so it is not read (and ignored) on every visit.
      if (connectorId === undefined) stored.remove();
      return connectorId;
    },
    write: (connectorId) => stored.write(connectorId),
    clear: () => stored.remove(),
  };
}
