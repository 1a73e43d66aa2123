import { createMemoryStorage } from '@dex/primitives';
import { expect, it } from 'vitest';
import { createConnectorPersistence, LAST_CONNECTOR_STORAGE_KEY } from './persistence';

it('writes and reads the last connector id', () => {
  const storage = createMemoryStorage();
  const persistence = createConnectorPersistence(storage);
  persistence.write('eip6963:io.metamask');
  expect(persistence.read()).toBe('eip6963:io.metamask');
  expect(JSON.parse(storage.getItem(LAST_CONNECTOR_STORAGE_KEY) ?? '')).toEqual({
    version: 1,
    data: { connectorId: 'eip6963:io.metamask' },
  });
  persistence.clear();
  expect(persistence.read()).toBeUndefined();
});

it.each([
  ['not JSON', '{oops'],
  ['the wrong shape', '["walletConnect"]'],
  ['a non-string id', '{"connectorId":42}'],
  ['an id with odd characters', '{"connectorId":"<script>"}'],
  ['a version from the future', '{"version":2,"data":{"connectorId":"injected"}}'],
])('ignores and removes %s', (_label, raw) => {
  const storage = createMemoryStorage();
  storage.setItem(LAST_CONNECTOR_STORAGE_KEY, raw);
  expect(createConnectorPersistence(storage).read()).toBeUndefined();
  expect(storage.getItem(LAST_CONNECTOR_STORAGE_KEY)).toBeNull();
});

it('reads an id stored before values were versioned', () => {
  const storage = createMemoryStorage({
    [LAST_CONNECTOR_STORAGE_KEY]: '{"connectorId":"walletConnect"}',
  });
  expect(createConnectorPersistence(storage).read()).toBe('walletConnect');
});

it('survives storage that throws', () => {
  const throwing = {
    getItem(): string | null {
      throw new Error('SecurityError');
    },
    setItem() {
      throw new Error('QuotaExceededError');
    },
    removeItem() {
      throw new Error('SecurityError');
    },
  };
  const persistence = createConnectorPersistence(throwing);
  expect(() => persistence.write('injected')).not.toThrow();
  expect(persistence.read()).toBeUndefined();
  expect(() => persistence.clear()).not.toThrow();
  expect(createConnectorPersistence(undefined).read()).toBeUndefined();
});
