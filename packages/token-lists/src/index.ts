export { ENS_REGISTRY_ADDRESS } from '@dex/chains';
// The shared vocabulary lives in @dex/primitives; re-exported where callers have found it.
export {
  createMemoryStorage,
  type Eip1193Provider,
  type KeyValueStorage,
  type Logger,
  type PersistedFormat,
  shortenSymbol,
  silentLogger,
} from '@dex/primitives';
export type { TokenInfo, TokenList, Version } from '@uniswap/token-lists';
export {
  diffTokenLists,
  getVersionUpgrade,
  minVersionBump,
  VersionUpgrade,
  versionComparator,
} from '@uniswap/token-lists';
export {
  type AnyToken,
  type CombineListsOptions,
  combinedActiveTokenMap,
  combineLists,
  tokensWithUserTokens,
  type UserToken,
  withListedLogo,
} from './activeTokens';
export { encodeBase32Lower, encodeBase58btc } from './baseEncoding';
export { CONTENTHASH_CODECS, contenthashToUri } from './contenthash';
export {
  DEFAULT_ACTIVE_LIST_URLS,
  DEFAULT_LIST_OF_LISTS,
  KNOWN_LIST_URLS,
  LIST_REFRESH_INTERVAL_MS,
  sortListUrlsByPriority,
  UNSUPPORTED_LIST_URLS,
} from './defaultLists';
export {
  DEFAULT_LIST_TIMEOUT_MS,
  DEFAULT_MAX_LIST_BYTES,
  type ListResponse,
  type Timers,
} from './downloadLimits';
export type { EnsContenthashResolver, EnsContenthashResolverOptions } from './ens';
export {
  ContenthashTranslationError,
  EnsNameResolutionError,
  EnsResolverUnavailableError,
  ListDownloadError,
  ListTimeoutError,
  ListTooLargeError,
  NoPendingUpdateError,
  TokenListError,
  TokenListValidationError,
  UnrecognizedCodecError,
  UnrecognizedListUrlProtocolError,
} from './errors';
export {
  type DroppedTokens,
  type FetchFunction,
  type FetchTokenListOptions,
  fetchTokenList,
} from './fetchTokenList';
export { importTokenList, startActiveListsRefresh } from './listActions';
export { activeRefreshUrls, inactiveRefreshUrls } from './listRefresh';
export { activeListSource } from './listSource';
export { createListsPersistedFormat } from './listsPersistedFormat';
export { LISTS_STORAGE_KEY } from './listsPersistence';
export {
  activeListsSettled,
  canRemoveList,
  createInitialListsState,
  DEFAULT_LISTS_CONFIG,
  type ListState,
  type ListsAction,
  type ListsConfig,
  type ListsState,
  listsReducer,
  NEW_LIST_STATE,
  reconcileDefaultLists,
} from './listsState';
export {
  createListsStore,
  type ListsStore,
  type ListsStoreOptions,
  type ListUpdateEvent,
} from './listsStore';
export { type ListUpdatePopupMessage, listUpdatePopupView } from './listUpdatePopup';
export {
  decideListUpdate,
  formatListVersion,
  type ListUpdateDecision,
  type ListUpdateNotice,
  type ListVersionSummary,
  listUpdateNotice,
} from './listUpdates';
export {
  blockedListHost,
  DEFAULT_GATEWAYS,
  type EnsListLocation,
  type GatewayConfig,
  isValidListLocation,
  listLocationError,
  listUrlCandidates,
  parseEnsListLocation,
} from './listUrl';
export { type LogoUriOptions, logoUriToHttp, tokenLogoUrls } from './logoSources';
export { type ManagedListView, managedLists } from './managedLists';
export {
  importableToken,
  type ManageTokensMessage,
  manageTokensChecks,
  unusableDecimalsOf,
} from './manageTokensView';
export { MESSAGES } from './messages';
export {
  createTokenSearchIndex,
  type EnterSelection,
  filterTokens,
  type SearchableToken,
  searchTokens,
  selectOnEnter,
  sortTokensByQuery,
  type TokenSearchIndex,
} from './search';
export {
  InvalidTokenDecimalsError,
  isUsableTokenDecimals,
  MAX_TOKEN_DECIMALS,
  tokenDecimalsError,
} from './tokenDecimals';
export {
  type ListToken,
  listToTokenMap,
  mergeTokenMaps,
  normalizeAddress,
  type TokenMap,
  type TokenSource,
  type TokenTag,
  tokensOnChain,
} from './tokenMap';
export {
  parseBytes32String,
  parseStringOrBytes32,
  resolveTokenName,
  resolveTokenSymbol,
  UNKNOWN_SYMBOL,
  UNKNOWN_TOKEN_NAME,
} from './tokenMetadata';
export {
  ERC20_METADATA_SELECTORS,
  isUnusableToken,
  type TokenFromChain,
  tokenFromMetadata,
  tokenMetadataCalls,
  type UnusableToken,
} from './tokenMetadataReads';
export {
  commonBaseRows,
  idOnEnter,
  type NativeRowInfo,
  type TokenSelectRow,
  type TokenSelectRowsOptions,
  tokenSelectRows,
  typedTokenAddress,
  unlistedTokenAddress,
} from './tokenSelectRows';
export {
  type CurrencyLike,
  idsNamingNoToken,
  type TokenLike,
  type UrlTokensCheck,
  urlTokensCheck,
} from './unlistedTokens';
export {
  createUnsupportedTokenLookup,
  type UnsupportedTokenLookup,
  unsupportedListsFromState,
} from './unsupportedTokens';
export {
  addUserPair,
  EMPTY_USER_PAIRS,
  type SerializedPair,
  USER_PAIRS_STORAGE_KEY,
  type UserPairsState,
  userPairsOnChain,
  userPairsPersistedFormat,
} from './userPairs';
export {
  addUserToken,
  clearUserTokens,
  EMPTY_USER_TOKENS,
  removeUserToken,
  type SerializedToken,
  serializeUserToken,
  USER_TOKENS_STORAGE_KEY,
  type UserTokensState,
  userTokensOnChain,
  userTokensPersistedFormat,
} from './userTokens';
export { tokenListSchemaErrors, validateTokenList } from './validate';
