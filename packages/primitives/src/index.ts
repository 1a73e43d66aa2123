// @dex/primitives: the shared vocabulary of the @dex packages. Types and a few pure helpers; one
// runtime dependency (@noble/hashes, keccak for checksums), no framework, nothing that touches the network. `format/` is the one home of
// how amounts, percents, prices, durations, dates and ICU messages are written (the reader's locale
// is an argument).
export { type AbiReader, abiAddressWord, abiBytesTail, abiReader, abiUintWord } from './abiWords';
export {
  type Address,
  checksumAddress,
  type Hex,
  isAddress,
  sameAddress,
  shortenAddress,
  ZERO_ADDRESS,
} from './address';
export {
  addGasMargin,
  type ContractCall,
  type TransactionRequest,
  toQuantity,
  type WalletTransaction,
  walletTransaction,
} from './calls';
export {
  answerOf,
  anyLoading,
  type ChainAnswer,
  isFailed,
  isLoading,
  type ReadState,
} from './chainAnswer';
export {
  type CspDirective,
  type CspSourceSet,
  connectAllowed,
  formatContentSecurityPolicy,
  formatMetaContentSecurityPolicy,
  HEADER_ONLY_DIRECTIVES,
  type SecurityHeadersOptions,
  securityHeaders,
  webOriginOf,
  websocketOriginOf,
} from './contentSecurityPolicy';
export { type DappPolicyConfig, dappCspDirectives } from './dappSecurityPolicy';
export { createParseErrorReporter, decodeAnswer, type ParseErrorHandler } from './decoding';
export { HIDDEN_CHARACTER_REPLACEMENT, sanitizeDisplayText } from './displayText';
export type {
  Eip1193Provider,
  ProviderListener,
  RequestArguments,
  RequestFunction,
} from './eip1193';
export {
  DexError,
  errorCodeOf,
  InvalidAddressError,
  InvalidArgumentError,
  MalformedDataError,
  nestedErrors,
} from './errors';
export {
  AMOUNT_FLOOR_PLACES,
  type AmountLike,
  amountFloorText,
  floorPlacesFor,
  floorText,
  formatCurrencyAmount,
  formatDisplayAmount,
  SMALL_AMOUNT_FLOOR_PLACES,
} from './format/amount';
export {
  COUNTER_DECIMALS,
  COUNTER_DURATION_MS,
  counterText,
  toCounterDecimals,
} from './format/counter';
export {
  type FixedRounding,
  formatFixedAmount,
  formatRatioFixed,
  formatSignificant,
  formatUnitsPlain,
  localizedSignificant,
} from './format/decimal';
export { formatDateTime, formatDuration, formatRelativeTime } from './format/duration';
export { localizeDecimal, localizeIfShown, localizeNumberText } from './format/locale';
export {
  formatMessage,
  type Message,
  type MessagePart,
  MessageSyntaxError,
  type MessageValues,
  messageArguments,
  messagePlurals,
  parseMessage,
} from './format/message';
export {
  formatFee,
  formatPoolShare,
  formatPriceImpact,
  formatRoundedPercent,
  formatSignedPercent,
  type RatioLike,
} from './format/percent';
export { formatPrice, formatSignificantText, type PriceLike } from './format/price';
export { shortenSymbol } from './format/symbol';
export {
  createTranslator,
  type MessageMap,
  matchLanguage,
  type Translator,
} from './format/translator';
export { formatUsdNumber, formatUsdUnits } from './format/usd';
export {
  GAS_RESERVE_UNITS,
  maxSpendable,
  NATIVE_GAS_RESERVE,
  nativeGasReserve,
} from './gasReserve';
export { createListeners, type Listeners, type Unsubscribe } from './listeners';
export { consoleLogger, type Logger, silentLogger } from './logger';
export {
  createPersistedStore,
  currentHostingOrigin,
  type PersistedStore,
  type PersistedStoreOptions,
  pageStorage,
  pageStorageKey,
  plainJsonFormat,
} from './pageStorage';
export { onPageStorageChange } from './pageStorageEvents';
export {
  createPersistedValue,
  numberOrDefault,
  type PersistedFormat,
  type PersistedValue,
  type PersistedValueOptions,
} from './persistence';
export {
  type AnalyticsEvent,
  type AnalyticsReporter,
  bothErrorReporters,
  configuredReporters,
  consoleErrorReporter,
  createEndpointReporter,
  type ErrorContext,
  type ErrorReporter,
  type ErrorSource,
  errorEvent,
  MAX_ERRORS_PER_PAGE,
  noopAnalytics,
  pageViewEvent,
  rootErrorOptions,
  type SendEvent,
} from './reporting';
export { browserStorage, createMemoryStorage, type KeyValueStorage } from './storage';
export {
  type HostingOrigin,
  hostingOriginOf,
  type StoredValueTrust,
  storageFor,
  storageKeyFor,
  THIS_VISIT_ONLY,
  TRUSTED_STORED_VALUE,
  trustedStoredValue,
} from './storageTrust';
export { isWhitespaceCode } from './whitespace';
export type { WriteDialogState } from './writeDialog';
