import { afterEach, describe, expect, it, vi } from 'vitest';
import { transactionExplorerUrl } from './explorer';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('transactionExplorerUrl', () => {
  it("links to the configured explorer first, else the chain's, else nothing", () => {
    expect(transactionExplorerUrl(1, '0x1')).toBe('https://etherscan.io/tx/0x1');
    vi.stubEnv('VITE_EXPLORER_URL_31337', 'http://127.0.0.1:5100/');
    expect(transactionExplorerUrl(31337, '0x1')).toBe('http://127.0.0.1:5100/tx/0x1');
    vi.stubEnv('VITE_EXPLORER_URL_31337', '');
    expect(transactionExplorerUrl(31337, '0x1')).toBeUndefined();
  });
});
