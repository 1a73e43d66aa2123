/** The subset of the Web Storage API used here; `localStorage` fits, as does an in-memory map. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const LAST_CONNECTOR_STORAGE_KEY = 'dex.wallet.lastConnector';

const CONNECTOR_ID = /^[\w.:-]{1,200}$/;

/** Remembers the last connector the user chose, so the next visit can reconnect without a prompt. */
export interface ConnectorPersistence {
  read(): string | undefined;
  write(connectorId: string): void;
  clear(): void;
}

/**
 * Stores `{"connectorId": "..."}` under one key. Anything unreadable (corrupted JSON, wrong
 * shape, storage that throws, as in some private modes) is treated as nothing stored.
 */
export function createConnectorPersistence(
  storage: KeyValueStorage | undefined,
  key: string = LAST_CONNECTOR_STORAGE_KEY,
): ConnectorPersistence {
  const clear = () => {
    try {
      storage?.removeItem(key);
    } catch {
      // Storage is a convenience; failing to clear it must not break connecting.
    }
  };
  return {
    read() {
      let raw: string | null | undefined;
      try {
        raw = storage?.getItem(key);
      } catch {
        return undefined;
      }
      if (raw == null) return undefined;
      try {
        const parsed: unknown = JSON.parse(raw);
        const connectorId =
          typeof parsed === 'object' && parsed !== null
            ? (parsed as { connectorId?: unknown }).connectorId
            : undefined;
        if (typeof connectorId === 'string' && CONNECTOR_ID.test(connectorId)) return connectorId;
      } catch {
        // Fall through: a corrupted value is dropped.
      }
      clear();
      return undefined;
    },
    write(connectorId) {
      try {
        storage?.setItem(key, JSON.stringify({ connectorId }));
      } catch {
        // Quota or disabled storage: the user simply reconnects next time.
      }
    },
    clear,
  };
}
