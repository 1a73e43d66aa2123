import { describe, expect, it } from 'vitest';
import type { ListsState } from './listsState';
import { managedLists } from './managedLists';

const token = (address: string) => ({
  chainId: 31337,
  address,
  decimals: 18,
  symbol: 'T',
  name: 'Token',
});
const list = (name: string, tokens: ReturnType<typeof token>[]) => ({
  name,
  timestamp: '2026-01-01T00:00:00.000Z',
  version: { major: 1, minor: 2, patch: 0 },
  tokens,
});

const A = '0x0000000000000000000000000000000000000001';
const state: ListsState = {
  byUrl: {
    'https://lists.test/a.json': {
      current: list('Zeta', [token(A)]),
      pendingUpdate: list('Zeta', []),
      loadingRequestId: null,
      error: null,
    },
    'ipfs://QmList': {
      current: list('Alpha', []),
      pendingUpdate: null,
      loadingRequestId: null,
      error: null,
    },
    'https://lists.test/broken.json': {
      current: null,
      pendingUpdate: null,
      loadingRequestId: null,
      error: 'Failed to download list https://lists.test/broken.json',
    },
    'https://lists.test/unsupported.json': {
      current: list('Unsupported', []),
      pendingUpdate: null,
      loadingRequestId: null,
      error: null,
    },
  },
  activeListUrls: ['ipfs://QmList'],
  lastInitializedDefaultListOfLists: [],
};

describe('managedLists', () => {
  it('puts active lists first, then by name, hides the unsupported lists and links only web lists', () => {
    const views = managedLists(state, ['https://lists.test/unsupported.json']);
    expect(views.map((view) => view.name)).toEqual([
      'Alpha',
      'https://lists.test/broken.json',
      'Zeta',
    ]);
    expect(views[0]).toMatchObject({
      enabled: true,
      version: 'v1.2.0',
      tokenCount: 0,
      removable: true,
    });
    expect(views[0]?.viewHref).toBeUndefined();
    expect(views[1]).toMatchObject({
      error: 'Failed to download list https://lists.test/broken.json',
      enabled: false,
    });
    expect(views[2]).toMatchObject({
      updateAvailable: true,
      viewHref: 'https://lists.test/a.json',
    });
  });

  it("makes hidden and reordering characters of a list's name visible", () => {
    const spoofing: ListsState = {
      ...state,
      byUrl: {
        'ipfs://QmList': {
          ...(state.byUrl['ipfs://QmList'] as ListsState['byUrl'][string]),
          current: list('\u202Etluafed sbal pawsinu', []),
        },
      },
    };
    expect(managedLists(spoofing, [])[0]?.name).toBe('\uFFFDtluafed sbal pawsinu');
  });

  it('never offers to remove the last remaining list', () => {
    const single: ListsState = {
      ...state,
      byUrl: { 'ipfs://QmList': state.byUrl['ipfs://QmList'] as ListsState['byUrl'][string] },
    };
    expect(managedLists(single, [])[0]?.removable).toBe(false);
  });
});
