import { isSupportedChainId, type SupportedChainId } from './chainIds';
import { devnet } from './chains/devnet';
import { goerli, kovan, rinkeby, ropsten } from './chains/legacyTestnets';
import { mainnet } from './chains/mainnet';
import { sepolia } from './chains/sepolia';
import type { ChainInfo, FactoryDeployment, FactoryKind } from './types';

/** Every supported chain, keyed by chain id. */
export const CHAINS: Readonly<Record<SupportedChainId, ChainInfo>> = {
  1: mainnet,
  3: ropsten,
  4: rinkeby,
  5: goerli,
  42: kovan,
  11155111: sepolia,
  31337: devnet,
};

export function getChainInfo(chainId: SupportedChainId): ChainInfo;
export function getChainInfo(chainId: number): ChainInfo | undefined;
export function getChainInfo(chainId: number): ChainInfo | undefined {
  return isSupportedChainId(chainId) ? CHAINS[chainId] : undefined;
}

/** The chain's factory of that kind with its own init code hash, or undefined if it has none. */
export function getFactory(chainId: number, kind: FactoryKind): FactoryDeployment | undefined {
  return getChainInfo(chainId)?.factories[kind];
}
