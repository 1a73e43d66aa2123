// The one place where typed errors become what a user reads: each known error class (matched with
// instanceof, never on its English text) names a translation key, so a German or Spanish page
// never shows a package's English message. Anything unknown gets the generic key.
import {
  ChainIdMismatchError,
  ChainIdUnverifiedError,
  ValidationError as MulticallValidationError,
  ResultParsingError,
  RpcError,
} from '@dex/multicall';
import { errorCodeOf } from '@dex/primitives';
import {
  CouldNotWrapError,
  IncomparableTradesError,
  InvalidRecipientError,
  MissingDependenciesError,
  SWAP_ERROR_MESSAGES,
  SwapFailedError,
  SwapGasEstimateError,
  NoTransactionHashError as SwapNoTransactionHashError,
  TransactionRejectedError,
  UnexpectedSlippageError,
} from '@dex/router';
import {
  ContenthashTranslationError,
  EnsNameResolutionError,
  EnsResolverUnavailableError,
  ListDownloadError,
  ListTimeoutError,
  ListTooLargeError,
  NoPendingUpdateError,
  TokenListValidationError,
  UnrecognizedCodecError,
  UnrecognizedListUrlProtocolError,
} from '@dex/token-lists';
import { TransactionExistsError } from '@dex/transactions';
import {
  AccountChangedError,
  ChainNotAddedError,
  ConnectionError,
  isUserRejection,
  ProviderRpcError,
  UnsupportedNetworkIdError,
  WalletError,
  WrongNetworkError,
} from '@dex/wallet';
import type { MessageKey, Translate, TranslationValues } from '../i18n';
import {
  GasEstimateError,
  NoSignatureError,
  NoTransactionHashError,
  WalletNotConnectedError,
} from './writeErrors';

/** A translation key and its values: what a dialog or an error box shows for an error. */
export interface ErrorMessage {
  readonly key: MessageKey;
  readonly values?: TranslationValues;
}

/** Shown for any error no rule below knows. */
export const UNKNOWN_ERROR_KEY = 'errors.unknown' satisfies MessageKey;

/** The swap's gas-estimate messages (spec §8) by the router's exported texts. */
const SWAP_ESTIMATE_KEYS: ReadonlyArray<readonly [string, MessageKey]> = [
  [SWAP_ERROR_MESSAGES.deadlinePassed, 'errors.swapDeadlinePassed'],
  [SWAP_ERROR_MESSAGES.priceMovement, 'errors.swapPriceMovement'],
  [SWAP_ERROR_MESSAGES.transferFailed, 'errors.swapTransferFailed'],
  [SWAP_ERROR_MESSAGES.invariant, 'errors.swapInvariant'],
  [SWAP_ERROR_MESSAGES.unexpectedEstimateIssue, 'errors.swapUnexpectedEstimate'],
  [SWAP_ERROR_MESSAGES.couldNotEstimate, 'errors.swapCouldNotEstimate'],
];

/**
 * `DexError`s (@dex/primitives) carry a stable `errorCode`; the codes the app words by code, for
 * errors no class rule above them matched (e.g. from another copy of a package, where
 * `instanceof` fails).
 */
const CODE_KEYS: Readonly<Record<string, MessageKey>> = {
  'wallet/user-rejected': 'errors.rejected',
  'wallet/wrong-network': 'errors.wrongNetwork',
  'wallet/account-changed': 'errors.walletAccountChanged',
  'transactions/exists': 'errors.transactionExists',
  'multicall/chain-id-mismatch': 'errors.nodeWrongChain',
  'multicall/chain-id-unverified': 'errors.nodeUnverified',
  'multicall/rpc': 'errors.node',
  'multicall/result-parsing': 'errors.resultParsing',
  'liquidity/v2-removal-would-fail': 'errors.v2RemovalWouldFail',
  'liquidity/stake-without-approval': 'errors.stakeWithoutApproval',
  'liquidity/confirm-without-approval': 'errors.confirmWithoutApproval',
  'liquidity/missing-liquidity-amount': 'errors.missingLiquidityAmount',
  'liquidity/missing-currency-amounts': 'errors.missingCurrencyAmounts',
  'liquidity/missing-tokens': 'errors.missingTokens',
};

/** What to show for `error`: its translation key and values. */
export function errorMessage(error: unknown): ErrorMessage {
  // One rule for every shape of "the user declined" (4001, WalletConnect's 5000, nested).
  if (isUserRejection(error) || error instanceof TransactionRejectedError) {
    return { key: 'errors.rejected' };
  }
  if (error instanceof WrongNetworkError) return { key: 'errors.wrongNetwork' };
  if (error instanceof AccountChangedError) return { key: 'errors.walletAccountChanged' };
  if (error instanceof NoTransactionHashError || error instanceof SwapNoTransactionHashError) {
    return { key: 'errors.noTransactionHash' };
  }
  if (error instanceof WalletNotConnectedError) return { key: 'errors.walletNotConnected' };
  if (error instanceof NoSignatureError) return { key: 'errors.noSignature' };
  if (error instanceof SwapGasEstimateError) {
    const found = SWAP_ESTIMATE_KEYS.find(([text]) => text === error.message);
    return { key: found?.[1] ?? 'errors.swapCouldNotEstimate' };
  }
  if (error instanceof GasEstimateError) {
    return error.reason
      ? { key: 'errors.estimateFailedReason', values: { reason: error.reason } }
      : { key: 'errors.estimateFailed' };
  }
  // The wallet's own words are its data (like a token's name), quoted inside our sentence.
  if (error instanceof SwapFailedError) {
    return { key: 'errors.swapFailed', values: { message: error.reason } };
  }
  if (error instanceof InvalidRecipientError) return { key: 'errors.invalidRecipient' };
  if (error instanceof MissingDependenciesError) return { key: 'errors.missingDependencies' };
  if (error instanceof UnexpectedSlippageError) return { key: 'errors.unexpectedSlippage' };
  if (error instanceof IncomparableTradesError) return { key: 'errors.incomparableTrades' };
  if (error instanceof CouldNotWrapError) return { key: 'errors.couldNotWrap' };
  if (error instanceof TransactionExistsError) return { key: 'errors.transactionExists' };
  if (error instanceof UnsupportedNetworkIdError) {
    return { key: 'errors.unsupportedNetwork', values: { id: error.chainId } };
  }
  if (error instanceof ChainNotAddedError) {
    return { key: 'errors.chainNotAdded', values: { id: error.chainId } };
  }
  if (error instanceof ConnectionError) return { key: 'errors.connecting' };
  if (error instanceof ProviderRpcError) {
    return { key: 'errors.wallet', values: { message: error.message } };
  }
  if (error instanceof ChainIdMismatchError) return { key: 'errors.nodeWrongChain' };
  if (error instanceof ChainIdUnverifiedError) return { key: 'errors.nodeUnverified' };
  if (error instanceof RpcError) return { key: 'errors.node' };
  if (error instanceof ResultParsingError) return { key: 'errors.resultParsing' };
  if (error instanceof MulticallValidationError) return { key: 'errors.invalidRequest' };
  const list = tokenListMessage(error);
  if (list) return list;
  const code = errorCodeOf(error);
  const byCode = code === undefined ? undefined : CODE_KEYS[code];
  if (byCode) return { key: byCode };
  if (error instanceof WalletError) return { key: 'errors.walletUnknown' };
  return { key: UNKNOWN_ERROR_KEY };
}

/** Token list failures (spec §8), a download's limits named by its cause. */
function tokenListMessage(error: unknown): ErrorMessage | undefined {
  const limit = error instanceof ListDownloadError ? error.cause : error;
  if (limit instanceof ListTimeoutError) {
    return { key: 'tokens.listTimeout', values: { seconds: Math.round(limit.timeoutMs / 1000) } };
  }
  if (limit instanceof ListTooLargeError) {
    return {
      key: 'tokens.listTooLarge',
      values: { megabytes: Math.round(limit.maxBytes / (1024 * 1024)) },
    };
  }
  if (error instanceof ListDownloadError) {
    return { key: 'errors.listDownload', values: { url: error.listUrl } };
  }
  if (error instanceof TokenListValidationError) {
    return { key: 'errors.listValidation', values: { details: error.details } };
  }
  if (error instanceof UnrecognizedListUrlProtocolError) return { key: 'errors.listProtocol' };
  if (error instanceof EnsNameResolutionError) {
    return { key: 'errors.ensResolution', values: { name: error.ensName } };
  }
  if (error instanceof ContenthashTranslationError) {
    return { key: 'errors.contenthash', values: { contenthash: error.contenthash } };
  }
  if (error instanceof EnsResolverUnavailableError) return { key: 'errors.ensResolverUnavailable' };
  if (error instanceof UnrecognizedCodecError) return { key: 'errors.unrecognizedCodec' };
  if (error instanceof NoPendingUpdateError) return { key: 'errors.noPendingUpdate' };
  return undefined;
}

/** `error` in the user's language. */
export function translateError(t: Translate, error: unknown): string {
  return translateMessage(t, errorMessage(error));
}

export function translateMessage(t: Translate, message: ErrorMessage): string {
  return t(message.key, message.values);
}
