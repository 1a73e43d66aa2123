import {
  ARGENT_WALLET_DETECTOR_ADDRESS,
  CHAIN_TO_ADDRESSES_MAP,
  ENS_REGISTRAR_ADDRESSES,
  GOVERNANCE_ALPHA_V0_ADDRESSES,
  GOVERNANCE_ALPHA_V1_ADDRESSES,
  GOVERNANCE_BRAVO_ADDRESSES,
  MERKLE_DISTRIBUTOR_ADDRESS,
  TIMELOCK_ADDRESSES,
  UNI_ADDRESSES,
  V2_FACTORY_ADDRESSES,
  V2_ROUTER_ADDRESSES,
  WETH9,
} from '@uniswap/sdk-core';
import { getAddress } from 'ethers';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_CHAIN_IDS, type SupportedChainId } from './chainIds';
import { defineChain } from './chains/defineChain';
import { devnetContracts, devnetDeploymentBlocks, devnetTokens } from './devnet.generated';
import { CHAINS, chainName, getChainInfo, getFactory } from './registry';
import { CHAIN_FEATURES, type ChainInfo, type ContractName, type FactoryKind } from './types';

const ALL_CHAINS = SUPPORTED_CHAIN_IDS.map((id) => [id, CHAINS[id]] as const);

const CHAIN_FIELDS = [
  'averageBlockTimeSeconds',
  'contractBlockNumber',
  'contracts',
  'deploymentBlocks',
  'explorerUrl',
  'factories',
  'features',
  'gateways',
  'id',
  'isTestnet',
  'name',
  'nativeCurrency',
  'routing',
  'rpcUrls',
  'usdStablecoin',
  'wrappedNativeToken',
];

/** Chains with a dollar stablecoin to value tokens in. */
const WITH_STABLECOIN = new Set([1, 10, 130, 137, 8453, 42161, 31337, 31338]);
/** Chains where block.number in contracts is another chain's block (Arbitrum: Ethereum's). */
const WITH_CONTRACT_BLOCK_NUMBER = new Set([42161]);
/** The chains people trade on besides mainnet (issue #29). */
const TRADING_CHAINS = [42161, 10, 8453, 137, 130] as const;
/** Chains whose governor's deployment block is known (the legacy testnets' are not: shut down). */
const WITH_DEPLOYMENT_BLOCKS = new Set([1, 31337, 31338]);
/** The devnet's local chains (tooling/devnet): loopback URLs, no explorer. */
const LOCAL_CHAINS = new Set<number>([31337, 31338]);

const V3_CORE: ContractName[] = [
  'v3Factory',
  'nonfungiblePositionManager',
  'swapRouter',
  'quoter',
  'tickLens',
  'v3Migrator',
];
/** Uniswap V3 as first deployed (Ethereum, Arbitrum One, Optimism, Polygon) and V2 since 2024. */
const ORIGINAL_V3_WITH_V2: ContractName[] = [
  'multicall',
  'v2Factory',
  'v2Router02',
  'v3Factory',
  'nonfungiblePositionManager',
  'swapRouter',
  'swapRouter02',
  'quoter',
  'quoterV2',
  'tickLens',
];
/** Chains launched later (Base, Unichain): no v1 SwapRouter or Quoter. */
const LATER_V3_WITH_V2: ContractName[] = [
  'multicall',
  'v2Factory',
  'v2Router02',
  'v3Factory',
  'nonfungiblePositionManager',
  'swapRouter02',
  'quoterV2',
  'tickLens',
  'v3Migrator',
];
const LEGACY_TESTNET: ContractName[] = [
  'multicall',
  'v2Factory',
  'v2Router02',
  ...V3_CORE,
  'uni',
  'timelock',
  'governorAlpha',
];

const EXPECTED: Record<
  SupportedChainId,
  { name: string; isTestnet: boolean; contracts: ContractName[]; factories: FactoryKind[] }
> = {
  1: {
    name: 'Mainnet',
    isTestnet: false,
    contracts: [
      ...LEGACY_TESTNET,
      'sushiFactory',
      'sushiRouter',
      'swapRouter02',
      'quoterV2',
      'mixedRouteQuoterV1',
      'governorBravo',
      'merkleDistributor',
      'stakingRewardsFactory',
      'ensRegistry',
      'ensPublicResolver',
      'ensReverseRegistrar',
      'argentWalletDetector',
    ],
    factories: ['uniswapV2', 'sushiswap', 'uniswapV3'],
  },
  10: {
    name: 'Optimism',
    isTestnet: false,
    // No V3Migrator: Uniswap's Optimism deployment page lists none.
    contracts: ORIGINAL_V3_WITH_V2,
    factories: ['uniswapV2', 'uniswapV3'],
  },
  130: {
    name: 'Unichain',
    isTestnet: false,
    contracts: LATER_V3_WITH_V2,
    factories: ['uniswapV2', 'uniswapV3'],
  },
  137: {
    name: 'Polygon',
    isTestnet: false,
    contracts: [...ORIGINAL_V3_WITH_V2, 'v3Migrator'],
    factories: ['uniswapV2', 'uniswapV3'],
  },
  8453: {
    name: 'Base',
    isTestnet: false,
    contracts: [...LATER_V3_WITH_V2, 'mixedRouteQuoterV1'],
    factories: ['uniswapV2', 'uniswapV3'],
  },
  42161: {
    name: 'Arbitrum One',
    isTestnet: false,
    contracts: [...ORIGINAL_V3_WITH_V2, 'v3Migrator'],
    factories: ['uniswapV2', 'uniswapV3'],
  },
  3: {
    name: 'Ropsten',
    isTestnet: true,
    contracts: [...LEGACY_TESTNET, 'ensRegistry'],
    factories: ['uniswapV2', 'uniswapV3'],
  },
  4: {
    name: 'Rinkeby',
    isTestnet: true,
    contracts: [...LEGACY_TESTNET, 'ensRegistry'],
    factories: ['uniswapV2', 'uniswapV3'],
  },
  5: {
    name: 'Görli',
    isTestnet: true,
    contracts: [...LEGACY_TESTNET, 'ensRegistry', 'swapRouter02', 'quoterV2', 'mixedRouteQuoterV1'],
    factories: ['uniswapV2', 'uniswapV3'],
  },
  42: {
    name: 'Kovan',
    isTestnet: true,
    contracts: LEGACY_TESTNET,
    factories: ['uniswapV2', 'uniswapV3'],
  },
  11155111: {
    name: 'Sepolia',
    isTestnet: true,
    contracts: [
      'multicall',
      'v2Factory',
      'v2Router02',
      'v3Factory',
      'nonfungiblePositionManager',
      'swapRouter02',
      'quoterV2',
      'tickLens',
      'v3Migrator',
      'ensRegistry',
      'ensReverseRegistrar',
    ],
    factories: ['uniswapV2', 'uniswapV3'],
  },
  31337: {
    name: 'Devnet',
    isTestnet: true,
    contracts: Object.keys(devnetContracts).filter((key) => key !== 'weth9') as ContractName[],
    factories: ['uniswapV2', 'sushiswap', 'uniswapV3'],
  },
  31338: {
    name: 'Fast Devnet',
    isTestnet: true,
    contracts: Object.keys(devnetContracts).filter((key) => key !== 'weth9') as ContractName[],
    factories: ['uniswapV2', 'sushiswap', 'uniswapV3'],
  },
};

/** Every string in the registry that looks like hex data, with the path where it sits. */
function collectHexStrings(value: unknown, path: string, found: Array<[string, string]>): void {
  if (typeof value === 'string') {
    if (value.startsWith('0x')) found.push([path, value]);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      // Map keys can be addresses too (customPairBases, excludedBases).
      if (key.startsWith('0x')) found.push([`${path}[key]`, key]);
      collectHexStrings(child, `${path}.${key}`, found);
    }
  }
}

describe('chain registry', () => {
  it.each(ALL_CHAINS)('chain %i has exactly the expected fields', (id, chain) => {
    const expected = EXPECTED[id];
    const fields = CHAIN_FIELDS.filter(
      (f) =>
        (f !== 'explorerUrl' || !LOCAL_CHAINS.has(id)) &&
        (f !== 'usdStablecoin' || WITH_STABLECOIN.has(id)) &&
        (f !== 'contractBlockNumber' || WITH_CONTRACT_BLOCK_NUMBER.has(id)) &&
        (f !== 'deploymentBlocks' || WITH_DEPLOYMENT_BLOCKS.has(id)),
    );
    expect(Object.keys(chain).sort()).toEqual(fields);
    expect(chain.id).toBe(id);
    expect(chain.name).toBe(expected.name);
    expect(chain.isTestnet).toBe(expected.isTestnet);
    expect(Object.keys(chain.contracts).sort()).toEqual([...expected.contracts].sort());
    expect(Object.keys(chain.factories).sort()).toEqual([...expected.factories].sort());
  });

  it.each(ALL_CHAINS)('chain %i has coherent base data', (id, chain) => {
    // Polygon's coin is POL (MATIC until 2024), the fast devnet's a made-up one (its WETH9 keeps
    // its own name); every other chain here runs on ether.
    expect(chain.nativeCurrency).toEqual(
      id === 137
        ? { symbol: 'POL', name: 'POL', decimals: 18 }
        : id === 31338
          ? { symbol: 'DEVPOL', name: 'Devnet POL', decimals: 18 }
          : { symbol: 'ETH', name: 'Ether', decimals: 18 },
    );
    expect(chain.wrappedNativeToken).toMatchObject({
      chainId: id,
      symbol: id === 137 ? 'WPOL' : 'WETH',
      decimals: 18,
    });
    if (chain.usdStablecoin) {
      expect(chain.usdStablecoin).toMatchObject({ chainId: id, symbol: 'USDC', decimals: 6 });
      expect(chain.routing.tradeBases).toContainEqual(chain.usdStablecoin);
    }
    expect(chain.averageBlockTimeSeconds).toBeGreaterThan(0);
    expect(chain.gateways.ipfs).toHaveLength(2);
    expect(chain.gateways.ipns).toHaveLength(2);
    for (const url of [...chain.gateways.ipfs, ...chain.gateways.ipns]) {
      // Public chains use https gateways; the devnet's stand-in runs on loopback.
      expect(url).toMatch(
        LOCAL_CHAINS.has(id)
          ? /^http:\/\/127\.0\.0\.1:\d+\/.+\/ip[fn]s\/$/
          : /^https:\/\/.+\/ip[fn]s\/$/,
      );
    }
    const { tradeBases, commonBases, customPairBases } = chain.routing;
    expect(tradeBases[0]).toEqual(chain.wrappedNativeToken);
    expect(commonBases).toContainEqual(chain.wrappedNativeToken);
    for (const token of [...tradeBases, ...commonBases, ...Object.values(customPairBases).flat()]) {
      expect(token.chainId).toBe(id);
    }
  });

  it('uses the spec base tokens on mainnet', () => {
    expect(CHAINS[1].routing.tradeBases.map((t) => t.symbol)).toEqual([
      'WETH',
      'DAI',
      'USDC',
      'USDT',
      'WBTC',
    ]);
  });

  it('uses the seeded tokens as bases on the devnet', () => {
    expect(CHAINS[31337].routing.tradeBases.map((t) => t.symbol)).toEqual([
      'WETH',
      'DAI',
      'USDC',
      'USDT',
      'WBTC',
    ]);
  });

  it('has checksummed addresses and 32-byte hashes only', () => {
    const found: Array<[string, string]> = [];
    collectHexStrings(CHAINS, 'CHAINS', found);
    expect(found.length).toBeGreaterThan(100);
    for (const [path, value] of found) {
      if (path.endsWith('.initCodeHash')) {
        expect(value, path).toMatch(/^0x[0-9a-f]{64}$/);
      } else {
        expect(value, path).toHaveLength(42);
        expect(getAddress(value), path).toBe(value);
      }
    }
  });

  it('detects a lower-cased address (the checksum check can fail)', () => {
    const lower = CHAINS[1].contracts.v2Factory?.toLowerCase() ?? '';
    expect(getAddress(lower)).not.toBe(lower);
  });

  const EXPLORERS: Partial<Record<SupportedChainId, string>> = {
    10: 'https://optimistic.etherscan.io',
    130: 'https://uniscan.xyz',
    137: 'https://polygonscan.com',
    8453: 'https://basescan.org',
    42161: 'https://arbiscan.io',
  };

  it.each(ALL_CHAINS)('chain %i has well-formed explorer and RPC URLs', (id, chain: ChainInfo) => {
    if (LOCAL_CHAINS.has(id)) {
      expect(chain.explorerUrl).toBeUndefined();
      // tooling/devnet's ports: 8545 for the devnet, 8547 for its fast chain.
      expect(chain.rpcUrls).toEqual([`http://127.0.0.1:${id === 31337 ? 8545 : 8547}`]);
      return;
    }
    const explorer = EXPLORERS[id];
    if (explorer) expect(chain.explorerUrl).toBe(explorer);
    else expect(chain.explorerUrl).toMatch(/^https:\/\/([a-z]+\.)?etherscan\.io$/);
    for (const url of chain.rpcUrls) expect(url).toMatch(/^https:\/\/[^/]+(\/[a-z]+)?$/);
  });

  it.each(TRADING_CHAINS)('chain %i has two public RPC defaults from different providers', (id) => {
    const hosts = CHAINS[id].rpcUrls.map((url) =>
      new URL(url).hostname.split('.').slice(-2).join('.'),
    );
    expect(hosts).toHaveLength(2);
    expect(new Set(hosts).size).toBe(2);
  });

  it('gives every chain its own average block time', () => {
    const seconds = Object.fromEntries(
      ([1, ...TRADING_CHAINS] as const).map((id) => [id, CHAINS[id].averageBlockTimeSeconds]),
    );
    expect(seconds).toEqual({ 1: 12, 10: 2, 130: 1, 137: 2, 8453: 2, 42161: 0.25 });
    // The devnet mines on demand; its fast chain mines every 250 ms, as fast as Arbitrum.
    expect(CHAINS[31337].averageBlockTimeSeconds).toBe(1);
    expect(CHAINS[31338].averageBlockTimeSeconds).toBe(0.25);
  });

  it('marks only Arbitrum One as answering block.number with the Ethereum block', () => {
    expect(CHAINS[42161].contractBlockNumber).toBe('l1');
    for (const id of SUPPORTED_CHAIN_IDS.filter((chainId) => chainId !== 42161)) {
      expect(CHAINS[id].contractBlockNumber, String(id)).toBeUndefined();
    }
  });

  it.each(TRADING_CHAINS)('chain %i reads through Multicall3', (id) => {
    expect(CHAINS[id].contracts.multicall).toBe('0xcA11bde05977b3631167028862bE2a173976CA11');
  });

  it('has no public RPC for networks that were shut down', () => {
    for (const id of [3, 4, 5, 42] as const) expect(CHAINS[id].rpcUrls).toEqual([]);
    expect(CHAINS[1].rpcUrls.length).toBeGreaterThan(0);
    expect(CHAINS[11155111].rpcUrls.length).toBeGreaterThan(0);
  });

  it('looks chains up by number', () => {
    expect(getChainInfo(5)?.name).toBe('Görli');
    expect(getChainInfo(137)?.name).toBe('Polygon');
    expect(getChainInfo(56)).toBeUndefined();
    expect(getFactory(56, 'uniswapV2')).toBeUndefined();
    expect(getFactory(8453, 'sushiswap')).toBeUndefined();
    expect(getFactory(11155111, 'sushiswap')).toBeUndefined();
  });

  it.each(ALL_CHAINS)('chain %i pairs each factory with its contract address', (_id, chain) => {
    expect(chain.factories.uniswapV2?.address).toBe(chain.contracts.v2Factory);
    expect(chain.factories.sushiswap?.address).toBe(chain.contracts.sushiFactory);
    expect(chain.factories.uniswapV3?.address).toBe(chain.contracts.v3Factory);
  });
});

describe.each([31337, 31338] as const)('devnet entry %i', (id) => {
  const devnet = CHAINS[id];

  it('mirrors the generated deploy output (both local chains deploy the same world)', () => {
    const { weth9, ...contracts } = devnetContracts;
    expect(devnet.contracts).toEqual(contracts);
    expect(devnet.wrappedNativeToken.address).toBe(weth9);
    expect(devnet.wrappedNativeToken.address).toBe(devnetTokens.WETH.address);
    expect(devnet.contracts.uni).toBe(devnetTokens.UNI.address);
    for (const token of devnet.routing.tradeBases) {
      const generated = devnetTokens[token.symbol as keyof typeof devnetTokens];
      expect(token).toEqual({ chainId: id, ...generated });
    }
    expect(devnet.deploymentBlocks).toEqual(devnetDeploymentBlocks);
  });
});

describe('chainName', () => {
  it('names a known chain by the registry and an unknown one by its id', () => {
    expect(chainName(42161)).toBe(getChainInfo(42161)?.name);
    expect(chainName(999)).toBe('999');
  });
});

describe('deployment blocks', () => {
  it('start the governor log scans where each governor was deployed', () => {
    // GovernorAlpha v2 on mainnet: the first block with its code.
    expect(CHAINS[1].deploymentBlocks?.governorAlpha).toBe(12_543_659);
    expect(CHAINS[31337].deploymentBlocks?.governorAlpha).toBeGreaterThan(0);
  });

  it.each(ALL_CHAINS)('chain %i has deployment blocks only for contracts it has', (_id, chain) => {
    for (const [name, block] of Object.entries(chain.deploymentBlocks ?? {})) {
      expect(chain.contracts[name as ContractName]).toBeDefined();
      expect(Number.isInteger(block) && block >= 0).toBe(true);
    }
  });
});

// Cross-check against Uniswap's own address book where it covers a chain (it dropped Ropsten,
// Rinkeby and Kovan, and its `multicallAddress` is a different contract than our Multicall2).
describe('agreement with @uniswap/sdk-core', () => {
  const cases: Array<[SupportedChainId, ContractName, string | undefined]> = [];
  for (const id of [1, 5, 11155111] as const) {
    const book = CHAIN_TO_ADDRESSES_MAP[id];
    cases.push(
      [id, 'v3Factory', book.v3CoreFactoryAddress],
      [id, 'nonfungiblePositionManager', book.nonfungiblePositionManagerAddress],
      [id, 'v3Migrator', book.v3MigratorAddress],
      // sdk-core lists the Quoter a chain's router uses: v1 where it exists, else QuoterV2.
      [id, id === 11155111 ? 'quoterV2' : 'quoter', book.quoterAddress],
    );
  }
  // The quoter of SwapRouter02's mixed v2 + v3 routes (Sepolia's is a V2 with another interface).
  for (const id of [1, 5] as const) {
    cases.push([id, 'mixedRouteQuoterV1', CHAIN_TO_ADDRESSES_MAP[id].mixedRouteQuoterV1Address]);
  }
  for (const id of [1, 11155111] as const) {
    cases.push(
      [id, 'v2Factory', V2_FACTORY_ADDRESSES[id]],
      [id, 'v2Router02', V2_ROUTER_ADDRESSES[id]],
      [id, 'ensRegistry', ENS_REGISTRAR_ADDRESSES[id]],
    );
  }
  for (const id of [1, 5] as const) {
    cases.push([id, 'uni', UNI_ADDRESSES[id]], [id, 'timelock', TIMELOCK_ADDRESSES[id]]);
  }
  cases.push(
    [1, 'governorAlpha', GOVERNANCE_ALPHA_V1_ADDRESSES[1]],
    [1, 'governorBravo', GOVERNANCE_BRAVO_ADDRESSES[1]],
    [5, 'governorAlpha', GOVERNANCE_ALPHA_V0_ADDRESSES[5]],
    [1, 'merkleDistributor', MERKLE_DISTRIBUTOR_ADDRESS[1]],
    [1, 'argentWalletDetector', ARGENT_WALLET_DETECTOR_ADDRESS[1]],
    [5, 'v2Factory', V2_FACTORY_ADDRESSES[5]],
    [5, 'ensRegistry', ENS_REGISTRAR_ADDRESSES[5]],
    [11155111, 'tickLens', CHAIN_TO_ADDRESSES_MAP[11155111].tickLensAddress],
    [11155111, 'swapRouter02', CHAIN_TO_ADDRESSES_MAP[11155111].swapRouter02Address],
  );

  it.each(cases)('chain %i %s', (id, name, sdkAddress) => {
    expect(sdkAddress).toBeDefined();
    expect(CHAINS[id].contracts[name]).toBe(sdkAddress);
  });

  it.each([1, 3, 4, 5, 42, 11155111] as const)('chain %i wrapped native token', (id) => {
    const weth = WETH9[id];
    expect(weth).toBeDefined();
    expect(CHAINS[id].wrappedNativeToken.address).toBe(weth?.address);
  });
});

describe('mainnet-only features', () => {
  const ALL_FEATURES = [...CHAIN_FEATURES].sort();

  it('exist on mainnet and the devnet that mirrors it, governance alone on the old testnets', () => {
    const byChain = Object.fromEntries(
      ALL_CHAINS.map(([id, chain]) => [id, [...chain.features].sort()]),
    );
    expect(byChain).toEqual({
      1: ALL_FEATURES,
      3: ['governance'],
      4: ['governance'],
      5: ['governance'],
      10: [],
      42: ['governance'],
      130: [],
      137: [],
      8453: [],
      42161: [],
      11155111: [],
      31337: ALL_FEATURES,
      // The devnet's fast chain stands for the rollups: the pages say they live on mainnet.
      31338: [],
    });
  });

  it.each(TRADING_CHAINS)('chain %i has none of their contracts', (id) => {
    const { contracts } = CHAINS[id];
    for (const name of [
      'uni',
      'timelock',
      'governorAlpha',
      'governorBravo',
      'merkleDistributor',
      'stakingRewardsFactory',
      'sushiFactory',
      'sushiRouter',
    ] as const) {
      expect(contracts[name], name).toBeUndefined();
    }
  });

  it('refuses a chain entry that claims a feature without its contracts', () => {
    const { factories: _factories, ...sepolia } = CHAINS[11155111];
    const definition = {
      ...sepolia,
      initCodeHashes: {
        uniswapV2: CHAINS[11155111].factories.uniswapV2?.initCodeHash,
        uniswapV3: CHAINS[11155111].factories.uniswapV3?.initCodeHash,
      },
    };
    expect(() => defineChain({ ...definition, features: [] })).not.toThrow();
    expect(() => defineChain({ ...definition, features: ['sushiMigration'] })).toThrow(
      'Chain 11155111: sushiMigration needs sushiFactory',
    );
    expect(() => defineChain({ ...definition, features: ['governance'] })).toThrow(
      'Chain 11155111: governance needs uni, timelock, governorAlpha',
    );
  });
});
