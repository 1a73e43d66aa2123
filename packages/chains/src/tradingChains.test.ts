// The chains people trade on besides mainnet (Arbitrum One, Optimism, Base, Polygon, Unichain),
// checked against Uniswap's own address book (@uniswap/sdk-core) and against pools that exist.
import {
  CHAIN_TO_ADDRESSES_MAP,
  SWAP_ROUTER_02_ADDRESSES,
  V2_FACTORY_ADDRESSES,
  V2_ROUTER_ADDRESSES,
  WETH9,
} from '@uniswap/sdk-core';
import { INIT_CODE_HASH as V2_INIT_CODE_HASH } from '@uniswap/v2-sdk';
import { poolInitCodeHash } from '@uniswap/v3-sdk';
import { AbiCoder, getAddress, getCreate2Address, keccak256 } from 'ethers';
import { describe, expect, it } from 'vitest';
import { CHAINS, getFactory } from './registry';
import type { ContractName } from './types';

const TRADING_CHAINS = [42161, 10, 8453, 137, 130] as const;
type TradingChainId = (typeof TRADING_CHAINS)[number];

/**
 * sdk-core's address for a registry contract on a chain, or undefined where sdk-core has none.
 * Its `quoterAddress` is the v1 Quoter where a chain has one and QuoterV2 elsewhere; its
 * `multicallAddress` is Uniswap's interface multicall, another contract than the Multicall3 the
 * registry lists (the batcher needs tryBlockAndAggregate), so it is not compared.
 */
function sdkCoreAddress(id: TradingChainId, name: ContractName): string | undefined {
  const book = CHAIN_TO_ADDRESSES_MAP[id];
  const hasQuoterV1 = CHAINS[id].contracts.quoter !== undefined;
  const sdk: Partial<Record<ContractName, string | undefined>> = {
    v2Factory: V2_FACTORY_ADDRESSES[id],
    v2Router02: V2_ROUTER_ADDRESSES[id],
    v3Factory: book.v3CoreFactoryAddress,
    nonfungiblePositionManager: book.nonfungiblePositionManagerAddress,
    v3Migrator: book.v3MigratorAddress,
    tickLens: book.tickLensAddress,
    // sdk-core falls back to the original SwapRouter02 address for chains it lists none for.
    swapRouter02: SWAP_ROUTER_02_ADDRESSES(id),
    quoter: hasQuoterV1 ? book.quoterAddress : undefined,
    quoterV2: hasQuoterV1 ? undefined : book.quoterAddress,
    mixedRouteQuoterV1: book.mixedRouteQuoterV1Address,
  };
  const address = sdk[name];
  return address === undefined ? undefined : getAddress(address);
}

/**
 * Registry entries sdk-core does not list, each from Uniswap's deployment page of that chain
 * (docs.uniswap.org, "v3 deployments"), and Multicall3 (same address everywhere).
 */
const FROM_DEPLOYMENT_PAGES: Record<TradingChainId, readonly ContractName[]> = {
  42161: ['multicall', 'swapRouter', 'quoterV2'],
  10: ['multicall', 'swapRouter', 'quoterV2', 'tickLens'],
  137: ['multicall', 'swapRouter', 'quoterV2', 'tickLens'],
  8453: ['multicall'],
  130: ['multicall'],
};

/** Where the registry and sdk-core disagree on purpose (see each chain's module). */
const DISAGREEMENTS: Record<TradingChainId, Partial<Record<ContractName, string>>> = {
  42161: {},
  // Uniswap's Optimism page lists no V3Migrator; sdk-core gives the mainnet address.
  10: { v3Migrator: 'absent from the registry' },
  137: {},
  8453: {},
  // sdk-core's quoterAddress is a contract Uniswap calls "Quoter" (interface undocumented); the
  // registry lists the QuoterV2 of Uniswap's Unichain page instead.
  130: { quoterV2: '0x385A5cf5F83e99f7BB2852b6A19C3538b9FA7658' },
};

describe('agreement with @uniswap/sdk-core on the trading chains', () => {
  const entries = TRADING_CHAINS.flatMap((id) =>
    Object.entries(CHAINS[id].contracts).map(([name, address]) => [
      id,
      name as ContractName,
      address,
    ]),
  ) as Array<[TradingChainId, ContractName, string]>;

  it.each(entries)('chain %i %s (%s) is sdk-core’s or documented', (id, name, address) => {
    const sdk = sdkCoreAddress(id, name);
    if (name in DISAGREEMENTS[id]) {
      expect(address).toBe(DISAGREEMENTS[id][name]);
      expect(sdk).not.toBe(address);
    } else if (sdk !== undefined) {
      expect(address).toBe(sdk);
    } else {
      expect(FROM_DEPLOYMENT_PAGES[id]).toContain(name);
    }
  });

  it.each(TRADING_CHAINS)('chain %i has every Uniswap contract sdk-core lists for it', (id) => {
    const contracts = CHAINS[id].contracts;
    const book = CHAIN_TO_ADDRESSES_MAP[id];
    const listed: Array<[ContractName, string | undefined]> = [
      ['v2Factory', V2_FACTORY_ADDRESSES[id]],
      ['v2Router02', V2_ROUTER_ADDRESSES[id]],
      ['v3Factory', book.v3CoreFactoryAddress],
      ['nonfungiblePositionManager', book.nonfungiblePositionManagerAddress],
      ['v3Migrator', book.v3MigratorAddress],
      ['tickLens', book.tickLensAddress],
      ['swapRouter02', SWAP_ROUTER_02_ADDRESSES(id)],
      ['mixedRouteQuoterV1', book.mixedRouteQuoterV1Address],
    ];
    for (const [name, sdkAddress] of listed) {
      if (sdkAddress === undefined) continue;
      if (DISAGREEMENTS[id][name] === 'absent from the registry') {
        expect(contracts[name], name).toBeUndefined();
      } else {
        expect(contracts[name], name).toBe(getAddress(sdkAddress));
      }
    }
    // A quoter of one kind or the other: the one sdk-core names, or the disagreement above.
    expect(contracts.quoter ?? contracts.quoterV2).toBeDefined();
  });

  it.each(TRADING_CHAINS)('chain %i wraps its native currency in sdk-core’s WETH9', (id) => {
    expect(CHAINS[id].wrappedNativeToken.address).toBe(WETH9[id]?.address);
  });

  it('uses the documented Polygon wrapped POL (sdk-core still names it WMATIC)', () => {
    expect(CHAINS[137].wrappedNativeToken.address).toBe(
      '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270',
    );
    expect(WETH9[137]?.symbol).toBe('WMATIC');
  });

  it.each(TRADING_CHAINS)('chain %i V3 pools use the init code hash v3-sdk gives it', (id) => {
    expect(getFactory(id, 'uniswapV3')?.initCodeHash).toBe(poolInitCodeHash(id));
    expect(getFactory(id, 'uniswapV2')?.initCodeHash).toBe(V2_INIT_CODE_HASH);
  });
});

/** The V3 pool of two tokens and a fee, derived from the chain's registry factory. */
function v3PoolAddress(chainId: number, tokenA: string, tokenB: string, fee: number): string {
  const factory = getFactory(chainId, 'uniswapV3');
  if (!factory) throw new Error(`no V3 factory on ${chainId}`);
  const [token0, token1] =
    tokenA.toLowerCase() < tokenB.toLowerCase() ? [tokenA, tokenB] : [tokenB, tokenA];
  const salt = keccak256(
    AbiCoder.defaultAbiCoder().encode(['address', 'address', 'uint24'], [token0, token1, fee]),
  );
  return getCreate2Address(factory.address, salt, factory.initCodeHash);
}

function token(chainId: TradingChainId, symbol: string): string {
  const { routing } = CHAINS[chainId];
  const found = [...routing.tradeBases, ...routing.commonBases].find((t) => t.symbol === symbol);
  if (!found) throw new Error(`${symbol} is not a base on ${chainId}`);
  return found.address;
}

// sdk-core has no token constants for these chains, so the token addresses are checked here:
// each pair below is a busy Uniswap V3 pool on that chain (its block explorer shows it), and a
// wrong token, factory or hash would derive another address.
describe('registry tokens and factories derive real pools', () => {
  const POOLS: Array<[TradingChainId, string, string, number, string]> = [
    [42161, 'WETH', 'USDC', 500, '0xC6962004f452bE9203591991D15f6b388e09E8D0'],
    [42161, 'WETH', 'USDT0', 500, '0x641C00A822e8b671738d32a431a4Fb6074E5c79d'],
    [42161, 'WETH', 'WBTC', 500, '0x2f5e87C9312fa29aed5c179E456625D79015299c'],
    [42161, 'DAI', 'USDC', 100, '0x7CF803e8d82A50504180f417B8bC7a493C0a0503'],
    [10, 'WETH', 'USDC', 500, '0x1fb3cf6e48F1E7B10213E7b6d87D4c073C7Fdb7b'],
    [10, 'WETH', 'USDT', 500, '0xc858A329Bf053BE78D6239C4A4343B8FbD21472b'],
    [10, 'WETH', 'WBTC', 500, '0x85C31FFA3706d1cce9d525a00f1C7D4A2911754c'],
    [10, 'WETH', 'DAI', 3000, '0x03aF20bDAaFfB4cC0A521796a223f7D85e2aAc31'],
    [8453, 'WETH', 'USDC', 500, '0xd0b53D9277642d899DF5C87A3966A349A798F224'],
    [8453, 'WETH', 'DAI', 500, '0x93e8542E6CA0eFFfb9D57a270b76712b968A38f5'],
    [8453, 'cbBTC', 'USDC', 500, '0xfBB6Eed8e7aa03B138556eeDaF5D271A5E1e43ef'],
    [137, 'WPOL', 'USDC', 500, '0xB6e57ed85c4c9dbfEF2a68711e9d6f36c56e0FcB'],
    [137, 'WPOL', 'WETH', 500, '0x86f1d8390222A3691C28938eC7404A1661E618e0'],
    [137, 'WPOL', 'USDT', 500, '0x9B08288C3Be4F62bbf8d1C20Ac9C5e6f9467d8B7'],
    [137, 'WPOL', 'DAI', 500, '0x0f663c16Dd7C65cF87eDB9229464cA77aEea536b'],
    [137, 'WETH', 'USDC', 500, '0xA4D8c89f0c20efbe54cBa9e7e7a7E509056228D9'],
    [137, 'WBTC', 'WETH', 500, '0x50eaEDB835021E4A108B7290636d62E9765cc6d7'],
    [130, 'WETH', 'USDC', 500, '0x65081CB48d74A32e9CCfED75164b8c09972DBcF1'],
    [130, 'USDT0', 'USDC', 100, '0x5C75bFB6194D7D763d33eA292cBc50cDa806451B'],
  ];

  it.each(POOLS)('chain %i %s/%s %i', (id, a, b, fee, pool) => {
    expect(v3PoolAddress(id, token(id, a), token(id, b), fee)).toBe(pool);
  });

  it('covers every base token of every trading chain', () => {
    for (const id of TRADING_CHAINS) {
      const checked = new Set(
        POOLS.filter(([chain]) => chain === id).flatMap(([, a, b]) => [a, b]),
      );
      const bases = CHAINS[id].routing.tradeBases.map((t) => t.symbol);
      expect([...checked].sort(), String(id)).toEqual([...bases].sort());
    }
  });

  it('a wrong token derives another pool (the check can fail)', () => {
    const bridgedUsdc = '0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8';
    expect(v3PoolAddress(42161, token(42161, 'WETH'), bridgedUsdc, 500)).not.toBe(
      '0xC6962004f452bE9203591991D15f6b388e09E8D0',
    );
  });
});
