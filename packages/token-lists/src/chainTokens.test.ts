// The token select shows the active chain's tokens only, now that the registry knows the chains
// people trade on (Arbitrum One, Optimism, Base, Polygon, Unichain) and Uniswap's default list
// carries tokens for all of them.
import { CHAINS, type Token } from '@dex/chains';
import defaultTokenList from '@uniswap/default-token-list';
import type { TokenList } from '@uniswap/token-lists';
import { beforeAll, describe, expect, it } from 'vitest';
import { combineLists, tokensWithUserTokens } from './activeTokens';
import { fetchTokenList } from './fetchTokenList';
import { createTokenSearchIndex } from './search';
import type { TokenMap } from './tokenMap';
import { addUserToken, EMPTY_USER_TOKENS } from './userTokens';

const TRADING_CHAINS = [1, 42161, 10, 8453, 137, 130] as const;
const LIST_URL = 'https://tokens.uniswap.org';
const list = defaultTokenList as TokenList;
let activeTokens: TokenMap;

beforeAll(async () => {
  // Loaded as the app loads it: only the app's chains kept (the list also has Solana tokens).
  const loaded = await fetchTokenList(LIST_URL, {
    fetch: async () => new Response(JSON.stringify(list)),
    chainIds: TRADING_CHAINS,
  });
  activeTokens = combineLists({ [LIST_URL]: loaded }, [LIST_URL]);
});

/** Every token the registry names on a chain: bases, shortcut tokens, wrapped native, dollar. */
function registryTokens(chainId: (typeof TRADING_CHAINS)[number]): Token[] {
  const chain = CHAINS[chainId];
  const all = [
    ...chain.routing.tradeBases,
    ...chain.routing.commonBases,
    chain.wrappedNativeToken,
    ...(chain.usdStablecoin ? [chain.usdStablecoin] : []),
  ];
  return [...new Map(all.map((token) => [token.address, token])).values()];
}

describe("the active chain's tokens", () => {
  it.each(TRADING_CHAINS)('chain %i shows only its own list and custom tokens', (chainId) => {
    let user = addUserToken(EMPTY_USER_TOKENS, {
      chainId,
      address: '0x000000000000000000000000000000000000dEaD',
      decimals: 18,
      symbol: 'MINE',
    });
    for (const other of TRADING_CHAINS.filter((id) => id !== chainId)) {
      user = addUserToken(user, {
        chainId: other,
        address: '0x000000000000000000000000000000000000bEEF',
        decimals: 18,
        symbol: `OTHER${other}`,
      });
    }
    const shown = [...tokensWithUserTokens(activeTokens, user, chainId).values()];
    const listed = list.tokens.filter((token) => token.chainId === chainId);
    expect(listed.length).toBeGreaterThan(20);
    expect(shown).toHaveLength(listed.length + 1);
    expect(shown.every((token) => token.chainId === chainId)).toBe(true);
    expect(shown.map((token) => token.symbol)).toContain('MINE');
  });

  it.each(TRADING_CHAINS)(
    "chain %i's search finds its own USDC, never another chain's",
    (chainId) => {
      const index = createTokenSearchIndex([
        ...tokensWithUserTokens(activeTokens, EMPTY_USER_TOKENS, chainId).values(),
      ]);
      const results = index.search('USDC');
      expect(results.length).toBeGreaterThan(0);
      expect(results.every((token) => token.chainId === chainId)).toBe(true);
      expect(results.map((token) => token.address)).toContain(
        CHAINS[chainId].usdStablecoin?.address,
      );
    },
  );
});

describe("the registry's tokens are Uniswap's default list tokens", () => {
  /** Symbols the registry writes differently on purpose (Polygon renamed MATIC to POL in 2024). */
  const RENAMED: Record<string, string> = { 'WPOL@137': 'WMATIC' };

  it.each(TRADING_CHAINS)('chain %i: same address, decimals and symbol', (chainId) => {
    const onChain = tokensWithUserTokens(activeTokens, EMPTY_USER_TOKENS, chainId);
    for (const token of registryTokens(chainId)) {
      const listed = onChain.get(token.address);
      expect(listed, `${token.symbol} on ${chainId}`).toBeDefined();
      expect(listed?.decimals, token.symbol).toBe(token.decimals);
      expect(listed?.symbol, token.symbol).toBe(
        RENAMED[`${token.symbol}@${chainId}`] ?? token.symbol,
      );
    }
  });
});
