import {
  createMemoryStorage,
  type HostingOrigin,
  storageFor,
  trustedStoredValue,
} from '@dex/primitives';
import { DEFAULT_DEADLINE_SECONDS, DEFAULT_SLIPPAGE_BIPS } from '@dex/swap';
import { describe, expect, it } from 'vitest';
import { STORED_VALUE_TRUST } from './storageTrust';

const CID = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi';
const GATEWAY: HostingOrigin = { kind: 'pathGateway', contentPath: `/ipfs/${CID}/` };
const OWN: HostingOrigin = { kind: 'own' };

describe("the app's trust table", () => {
  it('keeps expert mode, imported tokens and token lists out of storage on a path gateway', () => {
    const storage = createMemoryStorage();
    for (const trust of [
      STORED_VALUE_TRUST.expertMode,
      STORED_VALUE_TRUST.importedTokens,
      STORED_VALUE_TRUST.tokenLists,
    ]) {
      expect(storageFor(GATEWAY, storage, trust)).toBeUndefined();
      expect(storageFor(OWN, storage, trust)).toBe(storage);
    }
  });

  it('takes slippage up to 5% on a path gateway, and gives the default above it', () => {
    const slippage = STORED_VALUE_TRUST.slippageBips;
    expect(trustedStoredValue(GATEWAY, slippage, 50)).toBe(50);
    expect(trustedStoredValue(GATEWAY, slippage, 500)).toBe(500);
    expect(trustedStoredValue(GATEWAY, slippage, 501)).toBe(DEFAULT_SLIPPAGE_BIPS);
    expect(trustedStoredValue(GATEWAY, slippage, 1000)).toBe(DEFAULT_SLIPPAGE_BIPS);
    expect(trustedStoredValue(OWN, slippage, 1000)).toBe(1000);
  });

  it('takes a deadline up to the default on a path gateway', () => {
    const deadline = STORED_VALUE_TRUST.deadlineSeconds;
    expect(trustedStoredValue(GATEWAY, deadline, 600)).toBe(600);
    expect(trustedStoredValue(GATEWAY, deadline, 3 * 24 * 3600)).toBe(DEFAULT_DEADLINE_SECONDS);
    expect(trustedStoredValue(OWN, deadline, 3 * 24 * 3600)).toBe(3 * 24 * 3600);
  });
});
