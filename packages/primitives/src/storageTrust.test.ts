import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './storage';
import {
  type HostingOrigin,
  hostingOriginOf,
  type StoredValueTrust,
  storageFor,
  storageKeyFor,
  THIS_VISIT_ONLY,
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
    const kept = storageFor(OWN, storage, THIS_VISIT_ONLY);
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

  it('keeps a this-visit-only value out of storage on a path gateway', () => {
    const storage = createMemoryStorage();
    expect(storageFor(GATEWAY, storage, THIS_VISIT_ONLY)).toBeUndefined();
    expect(storageFor(OWN, storage, THIS_VISIT_ONLY)).toBe(storage);
  });
});

describe('which stored values are taken as given', () => {
  const atMostTen: StoredValueTrust<number> = {
    kind: 'capped',
    cap: (value) => Math.min(value, 10),
  };

  it('caps a capped value on a path gateway only', () => {
    expect(trustedStoredValue(GATEWAY, atMostTen, 50)).toBe(10);
    expect(trustedStoredValue(GATEWAY, atMostTen, 5)).toBe(5);
    expect(trustedStoredValue(OWN, atMostTen, 50)).toBe(50);
  });

  it('takes a harmless value as it is everywhere', () => {
    expect(trustedStoredValue(GATEWAY, TRUSTED_STORED_VALUE, 'de')).toBe('de');
  });
});
