// The one place where typed errors become what a user reads. Every error the packages and the app
// throw is a DexError (@dex/primitives) with a stable '<package>/<what>' code; the code alone names
// a translation key (no instanceof, never the English text), so a German or Spanish page never
// shows a package's English message and a copy of a package from another bundle words the same.
// Values (a chain id, a URL) come from the fields the code's class documents.

import type { LogScanError } from '@dex/governance';
import { errorCodeOf } from '@dex/primitives';
import type { InvalidRecipientError, RecipientRefusal, SwapFailedError } from '@dex/router';
import type {
  ContenthashTranslationError,
  EnsNameResolutionError,
  ListDownloadError,
  ListTimeoutError,
  ListTooLargeError,
  TokenListValidationError,
} from '@dex/token-lists';
import type { ChainNotAddedError, ProviderRpcError, UnsupportedNetworkIdError } from '@dex/wallet';
import { isUserRejection } from '@dex/wallet';
import type { GasEstimateError } from '@dex/write';
import type { MessageKey, Translate, TranslationValues } from '../i18n';

/** A translation key and its values: what a dialog or an error box shows for an error. */
export interface ErrorMessage {
  readonly key: MessageKey;
  readonly values?: TranslationValues;
}

/** Shown for any error no code below names. */
export const UNKNOWN_ERROR_KEY = 'errors.unknown' satisfies MessageKey;

/**
 * Codes worded by the generic message on purpose (the documented fallback): internal failures a
 * user cannot act on, or states the page shows in its own words before anything throws.
 */
export const GENERIC_ERROR_CODES: ReadonlySet<string> = new Set([
  'governance/claim-lookup-timeout',
  'governance/claim-response-too-large',
  'liquidity/enter-percent',
  'liquidity/inactive-position',
  // A locale text that does not parse: a translation bug, shown as the raw text, never thrown at a user.
  'primitives/message-syntax',
  'token-lists/error',
  'token-lists/invalid-decimals',
  'token-lists/malformed-contenthash',
  'transactions/unexpected-rpc-result',
  'web/locale-load',
  // Bad arguments, configuration or outside data the packages refuse: typed so logs can group
  // them; the app's own checks stand before them, so a user has nothing to act on.
  'primitives/invalid-address',
  'primitives/invalid-argument',
  'primitives/malformed-abi',
  'primitives/malformed-data',
]);

/** A message built from the fields of the class the code names (`E`, a type only). */
type Rule = MessageKey | ((error: never) => ErrorMessage);
const withFields = <E>(rule: (error: E) => ErrorMessage): Rule => rule as Rule;

const NODE: MessageKey = 'errors.node';
const INVALID_REQUEST: MessageKey = 'errors.invalidRequest';
const WALLET_UNKNOWN: MessageKey = 'errors.walletUnknown';

/** Why a swap recipient is refused (@dex/router's `recipientRefusal`), in the user's words. */
export const RECIPIENT_REFUSAL_MESSAGES: Readonly<Record<RecipientRefusal, MessageKey>> = {
  zeroAddress: 'errors.recipientZeroAddress',
  routerStandIn: 'errors.recipientRouterStandIn',
  precompile: 'errors.recipientPrecompile',
  protocolContract: 'errors.recipientProtocolContract',
  routePool: 'errors.recipientRoutePool',
  tokenContract: 'errors.recipientTokenContract',
};

/** The refused recipient's message: its reason's words, the generic one without a reason. */
export function recipientRefusalMessage(reason: RecipientRefusal | null): ErrorMessage {
  return { key: reason ? RECIPIENT_REFUSAL_MESSAGES[reason] : 'errors.invalidRecipient' };
}

/** The limits a token list download can hit (spec §8), shown instead of "download failed". */
const LIST_LIMIT_CODES: ReadonlySet<string | undefined> = new Set([
  'token-lists/timeout',
  'token-lists/too-large',
]);

// @spec 000 §8.1 table: Message / Context
export const MESSAGES_BY_CODE: Readonly<Record<string, Rule>> = {
  // The wallet and the write path.
  'wallet/user-rejected': 'errors.rejected',
  'router/transaction-rejected': 'errors.rejected',
  'wallet/wrong-network': 'errors.wrongNetwork',
  'wallet/account-changed': 'errors.walletAccountChanged',
  'wallet/no-transaction-hash': 'errors.noTransactionHash',
  'wallet/not-connected': 'errors.walletNotConnected',
  'wallet/no-signature': 'errors.noSignature',
  'wallet/connection-failed': 'errors.connecting',
  'wallet/unsupported-network-id': withFields<UnsupportedNetworkIdError>(({ chainId }) => ({
    key: 'errors.unsupportedNetwork',
    values: { id: chainId },
  })),
  'wallet/chain-not-added': withFields<ChainNotAddedError>(({ chainId }) => ({
    key: 'errors.chainNotAdded',
    values: { id: chainId },
  })),
  // The wallet's own words are its data (like a token's name), quoted inside our sentence.
  'wallet/provider-rpc': withFields<ProviderRpcError>(({ message }) => ({
    key: 'errors.wallet',
    values: { message },
  })),
  'wallet/error': WALLET_UNKNOWN,
  'wallet/disconnect-unsupported': WALLET_UNKNOWN,
  'write/gas-estimate': withFields<GasEstimateError>(({ reason }) =>
    reason
      ? { key: 'errors.estimateFailedReason', values: { reason } }
      : { key: 'errors.estimateFailed' },
  ),
  // No deadline without the chain's time: worded as the swap always worded it.
  'write/chain-time-unknown': 'errors.missingDependencies',
  'write/missing-dependencies': 'errors.missingDependencies',
  'transactions/exists': 'errors.transactionExists',
  // The swap (spec §8).
  'router/swap-deadline-passed': 'errors.swapDeadlinePassed',
  'router/swap-price-movement': 'errors.swapPriceMovement',
  'router/swap-transfer-failed': 'errors.swapTransferFailed',
  'router/swap-invariant': 'errors.swapInvariant',
  'router/swap-unexpected-estimate': 'errors.swapUnexpectedEstimate',
  'router/swap-gas-estimate': 'errors.swapCouldNotEstimate',
  'router/swap-failed': withFields<SwapFailedError>(({ reason }) => ({
    key: 'errors.swapFailed',
    values: { message: reason },
  })),
  'router/invalid-recipient': withFields<InvalidRecipientError>(({ reason }) =>
    recipientRefusalMessage(reason),
  ),
  'router/unexpected-slippage': 'errors.unexpectedSlippage',
  'router/incomparable-trades': 'errors.incomparableTrades',
  'router/could-not-wrap': 'errors.couldNotWrap',
  // Liquidity (spec 001 §8).
  'liquidity/v2-removal-would-fail': 'errors.v2RemovalWouldFail',
  'liquidity/stake-without-approval': 'errors.stakeWithoutApproval',
  'liquidity/confirm-without-approval': 'errors.confirmWithoutApproval',
  'liquidity/missing-liquidity-amount': 'errors.missingLiquidityAmount',
  'liquidity/missing-currency-amounts': 'errors.missingCurrencyAmounts',
  'liquidity/missing-tokens': 'errors.missingTokens',
  // Governance: the provider's own words about the proposal history it refused.
  'governance/log-scan-failed': withFields<LogScanError>(({ detail }) => ({
    key: 'gov.historyRefused',
    values: { detail },
  })),
  // The read node.
  'multicall/chain-id-mismatch': 'errors.nodeWrongChain',
  'multicall/chain-id-unverified': 'errors.nodeUnverified',
  'multicall/rpc': NODE,
  'multicall/batch-send-failed': NODE,
  'multicall/http-status': NODE,
  'multicall/request-timeout': NODE,
  'multicall/response-too-large': NODE,
  'multicall/no-contract': NODE,
  'multicall/json-parse': NODE,
  'multicall/unexpected-response': NODE,
  'multicall/result-parsing': 'errors.resultParsing',
  'multicall/validation': INVALID_REQUEST,
  'multicall/invalid-address': INVALID_REQUEST,
  'multicall/invalid-hex': INVALID_REQUEST,
  'multicall/invalid-number': INVALID_REQUEST,
  'multicall/invalid-call-key': INVALID_REQUEST,
  // Token lists (spec §8); a failed download names its limit when one was hit.
  'token-lists/timeout': withFields<ListTimeoutError>(({ timeoutMs }) => ({
    key: 'tokens.listTimeout',
    values: { seconds: Math.round(timeoutMs / 1000) },
  })),
  'token-lists/too-large': withFields<ListTooLargeError>(({ maxBytes }) => ({
    key: 'tokens.listTooLarge',
    values: { megabytes: Math.round(maxBytes / (1024 * 1024)) },
  })),
  'token-lists/download-failed': withFields<ListDownloadError>(({ cause, listUrl }) =>
    LIST_LIMIT_CODES.has(errorCodeOf(cause))
      ? errorMessage(cause)
      : { key: 'errors.listDownload', values: { url: listUrl } },
  ),
  'token-lists/validation': withFields<TokenListValidationError>(({ details }) => ({
    key: 'errors.listValidation',
    values: { details },
  })),
  'token-lists/unrecognized-protocol': 'errors.listProtocol',
  'token-lists/ens-resolution-failed': withFields<EnsNameResolutionError>(({ ensName }) => ({
    key: 'errors.ensResolution',
    values: { name: ensName },
  })),
  'token-lists/contenthash-translation': withFields<ContenthashTranslationError>(
    ({ contenthash }) => ({ key: 'errors.contenthash', values: { contenthash } }),
  ),
  'token-lists/ens-resolver-unavailable': 'errors.ensResolverUnavailable',
  'token-lists/unrecognized-codec': 'errors.unrecognizedCodec',
  'token-lists/no-pending-update': 'errors.noPendingUpdate',
};

/** What to show for `error`: its translation key and values. */
export function errorMessage(error: unknown): ErrorMessage {
  // One rule for every shape of "the user declined" (4001, WalletConnect's 5000, nested), also
  // for wallets that answer with no DexError at all.
  if (isUserRejection(error)) return { key: 'errors.rejected' };
  const code = errorCodeOf(error);
  const rule = code === undefined ? undefined : MESSAGES_BY_CODE[code];
  if (rule === undefined) return { key: UNKNOWN_ERROR_KEY };
  return typeof rule === 'string' ? { key: rule } : rule(error as never);
}

/** `error` in the user's language. */
export function translateError(t: Translate, error: unknown): string {
  return translateMessage(t, errorMessage(error));
}

export function translateMessage(t: Translate, message: ErrorMessage): string {
  return t(message.key, message.values);
}
