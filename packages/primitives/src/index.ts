// @dex/primitives: the shared vocabulary of the @dex packages. Types and a few pure helpers; no
// runtime dependencies, no framework, nothing that touches the network.
export { type Address, type Hex, isAddress, sameAddress, shortenAddress } from './address';
export {
  addGasMargin,
  type ContractCall,
  type TransactionRequest,
  toQuantity,
  type WalletTransaction,
  walletTransaction,
} from './calls';
export { decodeAnswer, type ParseErrorHandler } from './decoding';
export { HIDDEN_CHARACTER_REPLACEMENT, sanitizeDisplayText } from './displayText';
export type {
  Eip1193Provider,
  ProviderListener,
  RequestArguments,
  RequestFunction,
} from './eip1193';
export { DexError, errorCodeOf } from './errors';
export { createListeners, type Listeners, type Unsubscribe } from './listeners';
export { consoleLogger, type Logger, silentLogger } from './logger';
export {
  createPersistedValue,
  type PersistedFormat,
  type PersistedValue,
  type PersistedValueOptions,
} from './persistence';
export { browserStorage, createMemoryStorage, type KeyValueStorage } from './storage';
