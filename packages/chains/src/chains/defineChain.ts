import { InvalidArgumentError } from '@dex/primitives';
import { DEFAULT_CONTENT_GATEWAYS } from '../gateways';
import type {
  Address,
  ChainContracts,
  ChainFeature,
  ChainInfo,
  ContentGateways,
  ContractName,
  FactoryDeployment,
  FactoryKind,
  Hash,
  Token,
} from '../types';

export type ChainDefinition = Omit<ChainInfo, 'factories' | 'gateways'> & {
  /** IPFS/IPNS gateways; the public ones when omitted. */
  readonly gateways?: ContentGateways;
  /** Init code hash for each factory in `contracts`; a factory without one is a mistake. */
  readonly initCodeHashes: Readonly<Partial<Record<FactoryKind, Hash>>>;
};

const FACTORY_CONTRACT: Record<FactoryKind, keyof ChainContracts> = {
  uniswapV2: 'v2Factory',
  sushiswap: 'sushiFactory',
  uniswapV3: 'v3Factory',
};

/** The contracts each feature cannot work without. */
const FEATURE_CONTRACTS: Record<ChainFeature, readonly ContractName[]> = {
  governance: ['uni', 'timelock', 'governorAlpha'],
  claim: ['uni', 'merkleDistributor'],
  liquidityMining: ['uni', 'stakingRewardsFactory'],
  sushiMigration: ['sushiFactory', 'v3Migrator'],
};

/**
 * Builds a chain entry, pairing each factory address with its init code hash. A feature whose
 * contracts the chain lacks is a mistake in the entry and throws.
 */
export function defineChain(definition: ChainDefinition): ChainInfo {
  const { initCodeHashes, gateways = DEFAULT_CONTENT_GATEWAYS, ...chain } = definition;
  for (const feature of chain.features) {
    const missing = FEATURE_CONTRACTS[feature].filter((name) => !chain.contracts[name]);
    if (missing.length > 0) {
      throw new InvalidArgumentError(`Chain ${chain.id}: ${feature} needs ${missing.join(', ')}`);
    }
  }
  const factories: Partial<Record<FactoryKind, FactoryDeployment>> = {};
  for (const kind of Object.keys(FACTORY_CONTRACT) as FactoryKind[]) {
    const address = chain.contracts[FACTORY_CONTRACT[kind]];
    const initCodeHash = initCodeHashes[kind];
    if ((address === undefined) !== (initCodeHash === undefined)) {
      throw new InvalidArgumentError(
        `Chain ${chain.id}: ${kind} needs both a factory address and an init code hash`,
      );
    }
    if (address !== undefined && initCodeHash !== undefined) {
      factories[kind] = { address, initCodeHash };
    }
  }
  return { ...chain, gateways, factories };
}

export function defineToken(
  chainId: number,
  address: Address,
  decimals: number,
  symbol: string,
  name: string,
): Token {
  return { chainId, address, decimals, symbol, name };
}

/** Wrapped Ether (WETH, 18 decimals) at `address` on `chainId`. */
export const weth = (chainId: number, address: Address): Token =>
  defineToken(chainId, address, 18, 'WETH', 'Wrapped Ether');

/** Maker's Dai (DAI, 18 decimals) at `address` on `chainId`. */
export const dai = (chainId: number, address: Address): Token =>
  defineToken(chainId, address, 18, 'DAI', 'Dai Stablecoin');

/** Wrapped Bitcoin (WBTC, 8 decimals) at `address` on `chainId`. */
export const wbtc = (chainId: number, address: Address): Token =>
  defineToken(chainId, address, 8, 'WBTC', 'Wrapped BTC');

export const ETHER = { symbol: 'ETH', name: 'Ether', decimals: 18 } as const;
