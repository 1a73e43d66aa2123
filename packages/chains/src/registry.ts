import { isSupportedChainId, type SupportedChainId } from './chainIds';
import { arbitrum } from './chains/arbitrum';
import { base } from './chains/base';
import { devnet, fastDevnet } from './chains/devnet';
import { goerli, kovan, rinkeby, ropsten } from './chains/legacyTestnets';
import { mainnet } from './chains/mainnet';
import { optimism } from './chains/optimism';
import { polygon } from './chains/polygon';
import { sepolia } from './chains/sepolia';
import { unichain } from './chains/unichain';
import type { ChainInfo, FactoryDeployment, FactoryKind } from './types';

/** Every supported chain, keyed by chain id. */
export const CHAINS: Readonly<Record<SupportedChainId, ChainInfo>> = {
  1: mainnet,
  10: optimism,
  130: unichain,
  137: polygon,
  8453: base,
  42161: arbitrum,
  3: ropsten,
  4: rinkeby,
  5: goerli,
  42: kovan,
  11155111: sepolia,
  31337: devnet,
  31338: fastDevnet,
};

export function getChainInfo(chainId: SupportedChainId): ChainInfo;
export function getChainInfo(chainId: number): ChainInfo | undefined;
export function getChainInfo(chainId: number): ChainInfo | undefined {
  return isSupportedChainId(chainId) ? CHAINS[chainId] : undefined;
}

/** The name a chain is shown by: the registry's, else its decimal id (a chain it does not know). */
export function chainName(chainId: number): string {
  return getChainInfo(chainId)?.name ?? String(chainId);
}

/** The chain's factory of that kind with its own init code hash, or undefined if it has none. */
export function getFactory(chainId: number, kind: FactoryKind): FactoryDeployment | undefined {
  return getChainInfo(chainId)?.factories[kind];
}
