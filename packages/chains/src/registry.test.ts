import {
  ARGENT_WALLET_DETECTOR_ADDRESS,
  CHAIN_TO_ADDRESSES_MAP,
  ENS_REGISTRAR_ADDRESSES,
  GOVERNANCE_ALPHA_V0_ADDRESSES,
  GOVERNANCE_ALPHA_V1_ADDRESSES,
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
import { devnetContracts, devnetDeploymentBlocks, devnetTokens } from './devnet.generated';
import { CHAINS, getChainInfo, getFactory } from './registry';
import type { ChainInfo, ContractName, FactoryKind } from './types';

const ALL_CHAINS = SUPPORTED_CHAIN_IDS.map((id) => [id, CHAINS[id]] as const);

const CHAIN_FIELDS = [
  'averageBlockTimeSeconds',
  'contracts',
  'deploymentBlocks',
  'explorerUrl',
  'factories',
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
const WITH_STABLECOIN = new Set([1, 31337]);
/** Chains whose governor's deployment block is known (the legacy testnets' are not: shut down). */
const WITH_DEPLOYMENT_BLOCKS = new Set([1, 31337]);

const V3_CORE: ContractName[] = [
  'v3Factory',
  'nonfungiblePositionManager',
  'swapRouter',
  'quoter',
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
      'merkleDistributor',
      'stakingRewardsFactory',
      'ensRegistry',
      'ensPublicResolver',
      'ensReverseRegistrar',
      'argentWalletDetector',
    ],
    factories: ['uniswapV2', 'sushiswap', 'uniswapV3'],
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
    contracts: [...LEGACY_TESTNET, 'ensRegistry', 'swapRouter02', 'quoterV2'],
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
        (f !== 'explorerUrl' || id !== 31337) &&
        (f !== 'usdStablecoin' || WITH_STABLECOIN.has(id)) &&
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
    expect(chain.nativeCurrency).toEqual({ symbol: 'ETH', name: 'Ether', decimals: 18 });
    expect(chain.wrappedNativeToken).toMatchObject({ chainId: id, symbol: 'WETH', decimals: 18 });
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
        id === 31337 ? /^http:\/\/127\.0\.0\.1:\d+\/.+\/ip[fn]s\/$/ : /^https:\/\/.+\/ip[fn]s\/$/,
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

  it.each(ALL_CHAINS)('chain %i has well-formed explorer and RPC URLs', (id, chain: ChainInfo) => {
    if (id === 31337) {
      expect(chain.explorerUrl).toBeUndefined();
      expect(chain.rpcUrls).toEqual(['http://127.0.0.1:8545']);
      return;
    }
    expect(chain.explorerUrl).toMatch(/^https:\/\/([a-z]+\.)?etherscan\.io$/);
    for (const url of chain.rpcUrls) expect(url).toMatch(/^https:\/\//);
  });

  it('has no public RPC for networks that were shut down', () => {
    for (const id of [3, 4, 5, 42] as const) expect(CHAINS[id].rpcUrls).toEqual([]);
    expect(CHAINS[1].rpcUrls.length).toBeGreaterThan(0);
    expect(CHAINS[11155111].rpcUrls.length).toBeGreaterThan(0);
  });

  it('looks chains up by number', () => {
    expect(getChainInfo(5)?.name).toBe('Görli');
    expect(getChainInfo(137)).toBeUndefined();
    expect(getFactory(137, 'uniswapV2')).toBeUndefined();
    expect(getFactory(11155111, 'sushiswap')).toBeUndefined();
  });

  it.each(ALL_CHAINS)('chain %i pairs each factory with its contract address', (_id, chain) => {
    expect(chain.factories.uniswapV2?.address).toBe(chain.contracts.v2Factory);
    expect(chain.factories.sushiswap?.address).toBe(chain.contracts.sushiFactory);
    expect(chain.factories.uniswapV3?.address).toBe(chain.contracts.v3Factory);
  });
});

describe('devnet entry', () => {
  const devnet = CHAINS[31337];

  it('mirrors the generated deploy output', () => {
    const { weth9, ...contracts } = devnetContracts;
    expect(devnet.contracts).toEqual(contracts);
    expect(devnet.wrappedNativeToken.address).toBe(weth9);
    expect(devnet.wrappedNativeToken.address).toBe(devnetTokens.WETH.address);
    expect(devnet.contracts.uni).toBe(devnetTokens.UNI.address);
    for (const token of devnet.routing.tradeBases) {
      const generated = devnetTokens[token.symbol as keyof typeof devnetTokens];
      expect(token).toEqual({ chainId: 31337, ...generated });
    }
    expect(devnet.deploymentBlocks).toEqual(devnetDeploymentBlocks);
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
