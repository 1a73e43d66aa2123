// The persisted settings as a page load reads them, on an IPFS path gateway (where another site of
// the gateway wrote our keys, bare and scoped by our CID) and on an origin of the app's own.
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';

const CID = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi';
const SCOPE = `/ipfs/${CID}/`;
const TOKEN = '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984';

/** What another site of the gateway writes: expert mode, 10% slippage, a 3-day deadline, a token. */
const PLANTED: Readonly<Record<string, unknown>> = {
  'dex.user.userExpertMode': true,
  'dex.user.userSlippageTolerance': 1000,
  'dex.user.userDeadline': 3 * 24 * 3600,
  'dex.user.userSingleHopOnly': true,
  'dex.user-tokens': {
    1: { [TOKEN]: { chainId: 1, address: TOKEN, decimals: 18, symbol: 'USDC' } },
  },
};

function plant(prefix: string) {
  for (const [key, data] of Object.entries(PLANTED)) {
    localStorage.setItem(`${prefix}${key}`, JSON.stringify({ version: 1, data }));
  }
}

/** The settings modules as a fresh load of a page at `pathname` reads them. */
async function loadAt(pathname: string) {
  window.history.replaceState(null, '', pathname);
  vi.resetModules();
  const settings = await import('./tradeSettings');
  const tokens = await import('../tokens/userTokens');
  const store = createStore();
  return {
    store,
    settings,
    read: () => ({
      expertMode: store.get(settings.userExpertModeAtom),
      slippageBips: store.get(settings.userSlippageBipsAtom),
      deadlineSeconds: store.get(settings.userDeadlineSecondsAtom),
      singleHopOnly: store.get(settings.userSingleHopOnlyAtom),
      tokens: Object.keys(store.get(tokens.userTokensStateAtom)),
    }),
  };
}

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('settings another site planted', () => {
  it("are taken as they are on the app's own origin", async () => {
    plant('');
    expect((await loadAt('/')).read()).toEqual({
      expertMode: true,
      slippageBips: 1000,
      deadlineSeconds: 3 * 24 * 3600,
      singleHopOnly: true,
      tokens: ['1'],
    });
  });

  it('are not applied on a path gateway, under the bare keys or under our CID', async () => {
    plant('');
    plant(SCOPE);
    expect((await loadAt(`${SCOPE}index.html`)).read()).toEqual({
      expertMode: false,
      slippageBips: 10,
      deadlineSeconds: 1200,
      // Harmless, so kept; but only what was written under our CID counts.
      singleHopOnly: true,
      tokens: [],
    });
  });

  it("on a path gateway, only our CID's harmless values are read, and expert mode is never stored", async () => {
    plant('');
    const page = await loadAt(SCOPE);
    expect(page.read().singleHopOnly).toBe(false);
    page.store.set(page.settings.userSingleHopOnlyAtom, true);
    page.store.set(page.settings.userExpertModeAtom, true);
    page.store.set(page.settings.userSlippageBipsAtom, 50);
    expect(page.store.get(page.settings.userExpertModeAtom)).toBe(true);
    expect(JSON.parse(localStorage.getItem(`${SCOPE}dex.user.userSingleHopOnly`) ?? '')).toEqual({
      version: 1,
      data: true,
    });
    expect(localStorage.getItem(`${SCOPE}dex.user.userSlippageTolerance`)).not.toBeNull();
    expect(localStorage.getItem(`${SCOPE}dex.user.userExpertMode`)).toBeNull();
    // The next visit asks again for expert mode and keeps the rest.
    const next = (await loadAt(SCOPE)).read();
    expect(next).toMatchObject({ expertMode: false, slippageBips: 50, singleHopOnly: true });
  });
});
