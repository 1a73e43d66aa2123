import { describe, expect, it, vi } from 'vitest';
import { addressFor, generateTokens, makeList } from '../fixtures/generate';
import {
  type AnyToken,
  combinedActiveTokenMap,
  combineLists,
  tokensWithUserTokens,
  withListedLogo,
} from './activeTokens';
import { createInitialListsState, listsReducer } from './listsState';
import { listToTokenMap, tokensOnChain } from './tokenMap';
import { addUserToken, EMPTY_USER_TOKENS } from './userTokens';

const HIGH = 'https://high.test';
const LOW = 'https://low.test';
const [first, second] = generateTokens(2);
if (!first || !second) throw new Error('fixture');

describe('listToTokenMap', () => {
  it('indexes by chain and checksummed address and filters per chain', () => {
    const list = makeList([
      { ...first, address: first.address.toLowerCase() },
      { ...second, chainId: 5 },
    ]);
    const map = listToTokenMap(list, HIGH);
    expect([...tokensOnChain(map, 1).keys()]).toEqual([first.address]);
    expect([...tokensOnChain(map, 5).keys()]).toEqual([second.address]);
    expect(tokensOnChain(map, 42).size).toBe(0);
    expect(tokensOnChain(map, 1).get(first.address)?.source).toEqual({
      url: HIGH,
      name: 'Fixture List',
    });
  });

  it('makes hidden and reordering characters of a listed symbol and name visible', () => {
    const list = makeList([{ ...first, symbol: 'USDC\u200D', name: 'USD \u202ECoin' }]);
    const token = tokensOnChain(listToTokenMap(list, HIGH), 1).get(first.address);
    expect(token?.symbol).toBe('USDC\uFFFD');
    expect(token?.name).toBe('USD \uFFFDCoin');
  });

  it("makes hidden and reordering characters of the list's name visible in a token's source", () => {
    // "\u202E" + reversed text reads "Uniswap Labs Default" on screen.
    const list = { ...makeList([first]), name: '\u202Etluafed sbal pawsinu' };
    const token = tokensOnChain(listToTokenMap(list, HIGH), 1).get(first.address);
    expect(token?.source.name).toBe('\uFFFDtluafed sbal pawsinu');
  });

  it('logs "Duplicate token! {address}" and keeps the first occurrence', () => {
    const logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const list = makeList([first, { ...first, symbol: 'DUP' }, second]);
    const map = listToTokenMap(list, HIGH, logger);
    expect(logger.error).toHaveBeenCalledWith(`Duplicate token! ${first.address}`);
    expect(tokensOnChain(map, 1).get(first.address)?.symbol).toBe(first.symbol);
    expect(tokensOnChain(map, 1).size).toBe(2);
  });

  it('skips a token with decimals no trade can use (255) and logs why', () => {
    const logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const list = makeList([
      { ...first, decimals: 255 },
      { ...second, decimals: 254 },
    ]);
    const map = listToTokenMap(list, HIGH, logger);
    expect([...tokensOnChain(map, 1).keys()]).toEqual([second.address]);
    expect(logger.warn).toHaveBeenCalledWith(
      `Skipped token from ${HIGH}: Token ${first.address} declares 255 decimals; at most 254 are supported`,
    );
  });

  it('resolves tag ids to the list tags', () => {
    const list = makeList([{ ...first, tags: ['stable', 'missing'] }], {
      tags: { stable: { name: 'Stablecoin', description: 'Pegged' } },
    });
    expect(tokensOnChain(listToTokenMap(list, HIGH), 1).get(first.address)?.tags).toEqual([
      { id: 'stable', name: 'Stablecoin', description: 'Pegged' },
    ]);
  });
});

describe('combineLists', () => {
  const high = makeList([{ ...first, symbol: 'HIGH' }], { name: 'High' });
  const low = makeList([{ ...first, symbol: 'LOW' }, second], { name: 'Low' });

  it('lets the higher-priority list win regardless of the active order', () => {
    const map = combineLists({ [HIGH]: high, [LOW]: low }, [LOW, HIGH], { priority: [HIGH, LOW] });
    expect(tokensOnChain(map, 1).get(first.address)?.symbol).toBe('HIGH');
    expect(tokensOnChain(map, 1).get(second.address)?.source.url).toBe(LOW);
  });

  it('ranks lists outside the priority list last', () => {
    const map = combineLists({ [HIGH]: high, [LOW]: low }, [HIGH, LOW], { priority: [LOW] });
    expect(tokensOnChain(map, 1).get(first.address)?.symbol).toBe('LOW');
  });

  it('skips a list that cannot be indexed and logs the spec message', () => {
    const logger = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const broken = { ...high, tokens: null } as never;
    const map = combineLists({ [HIGH]: broken, [LOW]: low }, [HIGH, LOW], { logger });
    expect(logger.error).toHaveBeenCalledWith(
      'Could not show token list due to error',
      expect.anything(),
    );
    expect(tokensOnChain(map, 1).size).toBe(2);
  });

  it('combines only active lists from a lists state', () => {
    const config = { defaultListUrls: [HIGH, LOW], defaultActiveListUrls: [LOW] };
    let state = createInitialListsState(config);
    state = listsReducer(state, {
      type: 'fetch/fulfilled',
      url: HIGH,
      requestId: '1',
      tokenList: high,
    });
    state = listsReducer(state, {
      type: 'fetch/fulfilled',
      url: LOW,
      requestId: '2',
      tokenList: low,
    });
    const map = combinedActiveTokenMap(state, { priority: [HIGH, LOW] });
    expect(tokensOnChain(map, 1).get(first.address)?.symbol).toBe('LOW');
  });
});

describe('tokensWithUserTokens', () => {
  it('adds the user tokens of the chain, keeping list tokens for the same address', () => {
    const map = combineLists({ [HIGH]: makeList([first]) }, [HIGH]);
    let user = addUserToken(EMPTY_USER_TOKENS, {
      chainId: 1,
      address: addressFor(99),
      decimals: 6,
      symbol: 'MINE',
    });
    user = addUserToken(user, {
      chainId: 1,
      address: first.address,
      decimals: 6,
      symbol: 'SHADOW',
    });
    user = addUserToken(user, { chainId: 5, address: addressFor(98), decimals: 6 });
    const tokens = tokensWithUserTokens(map, user, 1);
    expect(tokens.size).toBe(2);
    expect(tokens.get(addressFor(99))).toMatchObject({ symbol: 'MINE', source: null });
    expect(tokens.get(first.address)?.symbol).toBe(first.symbol);
  });
});

describe('withListedLogo', () => {
  it("takes a listed token's logo, and none for a user token or an unlisted one", () => {
    const token = { chainId: first.chainId, address: first.address };
    const listed = new Map<string, AnyToken>([
      [
        first.address,
        {
          ...first,
          logoURI: 'https://logo.test/a.png',
          tags: [],
          source: { url: HIGH, name: 'High' },
        },
      ],
    ]);
    expect(withListedLogo(token, listed)).toEqual({ ...token, logoURI: 'https://logo.test/a.png' });
    const user = new Map<string, AnyToken>([[first.address, { ...first, source: null }]]);
    expect(withListedLogo(token, user)).toEqual(token);
    expect(withListedLogo(token, new Map())).toEqual(token);
  });
});
