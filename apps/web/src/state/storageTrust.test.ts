import { createMemoryStorage } from '@dex/primitives';
import { DEFAULT_DEADLINE_SECONDS, DEFAULT_SLIPPAGE_BIPS } from '@dex/router';
import { describe, expect, it } from 'vitest';
import {
  type HostingOrigin,
  hostingOriginOf,
  STORED_VALUE_TRUST,
  storageFor,
  storageKeyFor,
  TRUSTED_STORED_VALUE,
  trustedStoredValue,
} from './storageTrust';

const CID = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi';
const GATEWAY: HostingOrigin = { kind: 'pathGateway', contentPath: `/ipfs/${CID}/` };
const OWN: HostingOrigin = { kind: 'own' };

describe('the origin kind a page runs in', () => {
  it('is a shared path gateway under /ipfs/<cid>/ or /ipns/<name>/, on any host', () => {
    expect(hostingOriginOf({ pathname: `/ipfs/${CID}/` })).toEqual(GATEWAY);
    expect(hostingOriginOf({ pathname: `/ipfs/${CID}` })).toEqual(GATEWAY);
    expect(hostingOriginOf({ pathname: `/ipfs/${CID}/index.html` })).toEqual(GATEWAY);
    expect(hostingOriginOf({ pathname: `/ipfs/${CID}/dist/swap` })).toEqual(GATEWAY);
    expect(hostingOriginOf({ pathname: '/ipns/app.example.org/' })).toEqual({
      kind: 'pathGateway',
      contentPath: '/ipns/app.example.org/',
    });
  });

  it("is the app's own at a domain's root, under a folder, and on a subdomain gateway", () => {
    // A subdomain gateway (<cid>.ipfs.dweb.link) serves the content at the host's root.
    for (const pathname of [
      '/',
      '/swap',
      '/dex/',
      '/dex/ipfs/x/',
      '/ipfs/',
      '/ipfs//',
      '/ipfsx/a/',
    ]) {
      expect(hostingOriginOf({ pathname }), pathname).toEqual(OWN);
    }
  });
});

describe('where stored values are kept', () => {
  it("uses the keys as they are on the app's own origin", () => {
    const storage = createMemoryStorage();
    const kept = storageFor(OWN, storage, STORED_VALUE_TRUST.expertMode);
    kept?.setItem('dex.user.userExpertMode', 'true');
    expect(storage.entries.get('dex.user.userExpertMode')).toBe('true');
    expect(storageKeyFor(OWN, 'dex.transactions')).toBe('dex.transactions');
  });

  it("scopes every key by the content's path on a path gateway: bare keys are another site's", () => {
    const storage = createMemoryStorage({ 'dex.user.language': '"de"' });
    const kept = storageFor(GATEWAY, storage, TRUSTED_STORED_VALUE);
    expect(kept?.getItem('dex.user.language')).toBeNull();
    kept?.setItem('dex.user.language', '"fr"');
    expect(storage.entries.get(`/ipfs/${CID}/dex.user.language`)).toBe('"fr"');
    expect(storage.entries.get('dex.user.language')).toBe('"de"');
    kept?.removeItem('dex.user.language');
    expect(storage.entries.has(`/ipfs/${CID}/dex.user.language`)).toBe(false);
    expect(storageKeyFor(GATEWAY, 'dex.transactions')).toBe(`/ipfs/${CID}/dex.transactions`);
  });

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
});

describe('which stored values are taken as given', () => {
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

  it('takes a harmless value as it is everywhere', () => {
    expect(trustedStoredValue(GATEWAY, TRUSTED_STORED_VALUE, 'de')).toBe('de');
  });
});
