export {
  BALANCE_READ_GAS,
  type BalanceCall,
  blockTimestampCall,
  decodeBlockTimestamp,
  decodeNativeBalance,
  decodeTokenBalance,
  decodeTokenBalances,
  nativeBalanceCall,
  tokenBalanceCalls,
} from './balances';
export {
  type ChainCapability,
  chainHasCapability,
  type MigrationExchange,
  migrationExchanges,
} from './capabilities';
export {
  type ActiveChainInput,
  CHAIN_PARAM,
  chainForFeature,
  chainIdFromSearch,
  chainIdFromSlug,
  chainSlug,
  chooseActiveChainId,
  chosenChainAfterWalletMove,
  searchWithChain,
  type WalletMoveInput,
} from './chainChoice';
export {
  ChainId,
  DEFAULT_CHAIN_ID,
  isSupportedChainId,
  LIVE_CHAIN_IDS,
  SUPPORTED_CHAIN_IDS,
  type SupportedChainId,
} from './chainIds';
export { ENS_REGISTRY_ADDRESS } from './ens';
export { type ExplorerDataType, type ExplorerLinkOptions, getExplorerLink } from './explorer';
export { DEFAULT_CONTENT_GATEWAYS } from './gateways';
export { CHAINS, chainName, getChainInfo, getFactory } from './registry';
export { getTokenLogoUrl } from './tokenLogo';
export {
  type Address,
  CHAIN_FEATURES,
  type ChainContracts,
  type ChainFeature,
  type ChainInfo,
  CONTRACT_NAMES,
  type ContentGateways,
  type ContractName,
  type DeploymentBlocks,
  type FactoryDeployment,
  type FactoryKind,
  type Hash,
  type NativeCurrency,
  type RoutingBases,
  type Token,
} from './types';
