import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as approvals from '@dex/approvals';
import * as chains from '@dex/chains';
import * as ens from '@dex/ens';
import * as governance from '@dex/governance';
import * as liquidity from '@dex/liquidity';
import {
  ConfirmWithoutApprovalError,
  MissingCurrencyAmountsError,
  MissingLiquidityAmountError,
  MissingTokensError,
  StakeWithoutApprovalError,
} from '@dex/liquidity';
import * as multicall from '@dex/multicall';
import {
  ChainIdMismatchError,
  ChainIdUnverifiedError,
  InvalidAddressError,
  ResultParsingError,
} from '@dex/multicall';
import * as multicallHttp from '@dex/multicall/http';
import { BatchSendError, HttpStatusError } from '@dex/multicall/http';
import * as primitives from '@dex/primitives';
import { DexError } from '@dex/primitives';
import * as router from '@dex/router';
import {
  CouldNotWrapError,
  IncomparableTradesError,
  InvalidRecipientError,
  SWAP_ERROR_MESSAGES,
  SwapFailedError,
  SwapGasEstimateError,
  TransactionRejectedError,
  UnexpectedSlippageError,
} from '@dex/router';
import * as tokenLists from '@dex/token-lists';
import {
  EnsNameResolutionError,
  ListDownloadError,
  ListTimeoutError,
  ListTooLargeError,
  TokenListValidationError,
  UnrecognizedListUrlProtocolError,
} from '@dex/token-lists';
import * as transactions from '@dex/transactions';
import { TransactionExistsError } from '@dex/transactions';
import * as wallet from '@dex/wallet';
import {
  AccountChangedError,
  ChainNotAddedError,
  ConnectionError,
  NoSignatureError,
  NoTransactionHashError,
  ProviderRpcError,
  UnsupportedNetworkIdError,
  UserRejectedRequestError,
  WalletError,
  WalletNotConnectedError,
  WrongNetworkError,
} from '@dex/wallet';
import * as write from '@dex/write';
import { ChainTimeUnknownError, GasEstimateError, MissingDependenciesError } from '@dex/write';
import { describe, expect, it } from 'vitest';
import { createTranslator, LocaleLoadError, type Messages, SUPPORTED_LANGUAGES } from '../i18n';
import {
  type ErrorMessage,
  errorMessage,
  GENERIC_ERROR_CODES,
  MESSAGES_BY_CODE,
  translateError,
  UNKNOWN_ERROR_KEY,
} from './messages';

const CASES: ReadonlyArray<readonly [string, unknown, ErrorMessage]> = [
  ['a 4001 rejection object', { code: 4001, message: 'User denied' }, { key: 'errors.rejected' }],
  ["WalletConnect's 5000", { code: 5000, message: 'User rejected.' }, { key: 'errors.rejected' }],
  ['a nested rejection', new Error('x', { cause: { code: 4001 } }), { key: 'errors.rejected' }],
  ['UserRejectedRequestError', new UserRejectedRequestError(), { key: 'errors.rejected' }],
  ["the router's rejection", new TransactionRejectedError(), { key: 'errors.rejected' }],
  ['WrongNetworkError', new WrongNetworkError(1), { key: 'errors.wrongNetwork' }],
  [
    'a wallet now on another account',
    new AccountChangedError('0x1111111111111111111111111111111111111111', undefined),
    { key: 'errors.walletAccountChanged' },
  ],
  ["the app's missing hash", new NoTransactionHashError(null), { key: 'errors.noTransactionHash' }],
  ['no wallet', new WalletNotConnectedError(), { key: 'errors.walletNotConnected' }],
  ['no signature', new NoSignatureError(), { key: 'errors.noSignature' }],
  [
    'a deposit with neither approval nor signature',
    new StakeWithoutApprovalError(),
    { key: 'errors.stakeWithoutApproval' },
  ],
  [
    'a V2 removal with neither approval nor signature',
    new ConfirmWithoutApprovalError(),
    { key: 'errors.confirmWithoutApproval' },
  ],
  ['no LP amount', new MissingLiquidityAmountError(), { key: 'errors.missingLiquidityAmount' }],
  [
    'no removal amounts',
    new MissingCurrencyAmountsError(),
    { key: 'errors.missingCurrencyAmounts' },
  ],
  ["no pair's tokens", new MissingTokensError(), { key: 'errors.missingTokens' }],
  [
    'a passed deadline',
    new SwapGasEstimateError(SWAP_ERROR_MESSAGES.deadlinePassed),
    { key: 'errors.swapDeadlinePassed' },
  ],
  [
    'price movement',
    new SwapGasEstimateError(SWAP_ERROR_MESSAGES.priceMovement),
    { key: 'errors.swapPriceMovement' },
  ],
  [
    'a failed transfer',
    new SwapGasEstimateError(SWAP_ERROR_MESSAGES.transferFailed),
    { key: 'errors.swapTransferFailed' },
  ],
  [
    'the invariant',
    new SwapGasEstimateError(SWAP_ERROR_MESSAGES.invariant),
    { key: 'errors.swapInvariant' },
  ],
  [
    'a replay that succeeded',
    new SwapGasEstimateError(SWAP_ERROR_MESSAGES.unexpectedEstimateIssue),
    { key: 'errors.swapUnexpectedEstimate' },
  ],
  [
    'no usable estimate',
    new SwapGasEstimateError(SWAP_ERROR_MESSAGES.couldNotEstimate),
    { key: 'errors.swapCouldNotEstimate' },
  ],
  [
    'an estimate with a reason',
    new GasEstimateError('STF'),
    { key: 'errors.estimateFailedReason', values: { reason: 'STF' } },
  ],
  ['an estimate without one', new GasEstimateError(undefined), { key: 'errors.estimateFailed' }],
  [
    'no chain time for a deadline',
    new ChainTimeUnknownError(),
    { key: 'errors.missingDependencies' },
  ],
  [
    'a failed swap',
    new SwapFailedError('nonce too low'),
    { key: 'errors.swapFailed', values: { message: 'nonce too low' } },
  ],
  ['an invalid recipient', new InvalidRecipientError(), { key: 'errors.invalidRecipient' }],
  [
    'the zero address as recipient',
    new InvalidRecipientError('zeroAddress'),
    { key: 'errors.recipientZeroAddress' },
  ],
  [
    "SwapRouter02's stand-in as recipient",
    new InvalidRecipientError('routerStandIn'),
    { key: 'errors.recipientRouterStandIn' },
  ],
  [
    'a precompile as recipient',
    new InvalidRecipientError('precompile'),
    { key: 'errors.recipientPrecompile' },
  ],
  [
    'a protocol contract as recipient',
    new InvalidRecipientError('protocolContract'),
    { key: 'errors.recipientProtocolContract' },
  ],
  [
    "the route's pool as recipient",
    new InvalidRecipientError('routePool'),
    { key: 'errors.recipientRoutePool' },
  ],
  [
    'a token contract as recipient',
    new InvalidRecipientError('tokenContract'),
    { key: 'errors.recipientTokenContract' },
  ],
  ['missing dependencies', new MissingDependenciesError(), { key: 'errors.missingDependencies' }],
  ['bad slippage', new UnexpectedSlippageError(), { key: 'errors.unexpectedSlippage' }],
  ['incomparable trades', new IncomparableTradesError(), { key: 'errors.incomparableTrades' }],
  ['a wrap that cannot be built', new CouldNotWrapError(), { key: 'errors.couldNotWrap' }],
  ['a tracked hash', new TransactionExistsError(1, '0x01'), { key: 'errors.transactionExists' }],
  [
    'an unsupported network',
    new UnsupportedNetworkIdError(5),
    { key: 'errors.unsupportedNetwork', values: { id: 5 } },
  ],
  [
    'an unknown chain',
    new ChainNotAddedError(10),
    { key: 'errors.chainNotAdded', values: { id: 10 } },
  ],
  ['a failed connection', new ConnectionError(), { key: 'errors.connecting' }],
  [
    "the wallet's own error",
    new ProviderRpcError('insufficient funds', -32000),
    { key: 'errors.wallet', values: { message: 'insufficient funds' } },
  ],
  ['another wallet error', new WalletError('odd'), { key: 'errors.walletUnknown' }],
  [
    'a node on another chain',
    new ChainIdMismatchError('u', 1, 5),
    { key: 'errors.nodeWrongChain' },
  ],
  [
    'a node whose chain could not be verified',
    new ChainIdUnverifiedError('u', 1),
    { key: 'errors.nodeUnverified' },
  ],
  ['a failed batch', new BatchSendError(), { key: 'errors.node' }],
  ['an HTTP status', new HttpStatusError(502, 'Bad Gateway'), { key: 'errors.node' }],
  [
    "a refused proposal history, in the provider's words",
    new governance.LogScanError('refused', 1, 1, { message: 'invalid address' }),
    { key: 'gov.historyRefused', values: { detail: 'invalid address' } },
  ],
  ['an undecodable answer', new ResultParsingError(), { key: 'errors.resultParsing' }],
  ['an invalid address', new InvalidAddressError('0x'), { key: 'errors.invalidRequest' }],
  [
    'a rejection from another copy of @dex/wallet (by its code)',
    Object.assign(new Error('Transaction rejected.'), { errorCode: 'wallet/user-rejected' }),
    { key: 'errors.rejected' },
  ],
  [
    'a tracked hash from another copy of @dex/transactions',
    Object.assign(new Error('x'), { errorCode: 'transactions/exists' }),
    { key: 'errors.transactionExists' },
  ],
  [
    'a failed list download',
    new ListDownloadError('https://l.test/a.json'),
    { key: 'errors.listDownload', values: { url: 'https://l.test/a.json' } },
  ],
  [
    'a list download that timed out',
    new ListDownloadError('u', { cause: new ListTimeoutError('u', 15_000) }),
    { key: 'tokens.listTimeout', values: { seconds: 15 } },
  ],
  [
    'a list too large',
    new ListTooLargeError('u', 10 * 1024 * 1024),
    { key: 'tokens.listTooLarge', values: { megabytes: 10 } },
  ],
  [
    'an invalid list',
    new TokenListValidationError('/name must be string'),
    { key: 'errors.listValidation', values: { details: '/name must be string' } },
  ],
  ['a list URL protocol', new UnrecognizedListUrlProtocolError(), { key: 'errors.listProtocol' }],
  [
    'an ENS name',
    new EnsNameResolutionError('tokens.eth'),
    { key: 'errors.ensResolution', values: { name: 'tokens.eth' } },
  ],
  [
    'a gas estimate from another copy of @dex/router (by its code)',
    Object.assign(new Error(SWAP_ERROR_MESSAGES.priceMovement), {
      errorCode: 'router/swap-price-movement',
    }),
    { key: 'errors.swapPriceMovement' },
  ],
  [
    'the wallet disconnecting',
    new wallet.DisconnectUnsupportedError('x'),
    { key: 'errors.walletUnknown' },
  ],
  ['an internal failure', new LocaleLoadError('/locales/de.json: 404'), { key: UNKNOWN_ERROR_KEY }],
  [
    'an error whose text is a known one',
    new Error('Missing dependencies'),
    { key: UNKNOWN_ERROR_KEY },
  ],
  ['a string', 'boom', { key: UNKNOWN_ERROR_KEY }],
  ['nothing', undefined, { key: UNKNOWN_ERROR_KEY }],
];

function readLocale(language: string): Messages {
  return JSON.parse(
    readFileSync(join(__dirname, `../../public/locales/${language}.json`), 'utf8'),
  ) as Messages;
}

describe('errorMessage', () => {
  it.each(CASES)('%s', (_label, error, expected) => {
    expect(errorMessage(error)).toEqual(expected);
  });

  it.each(SUPPORTED_LANGUAGES)('every key it gives exists in %s', (language) => {
    const messages = readLocale(language);
    const missing = CASES.map(([, , { key }]) => key).filter((key) => !(key in messages));
    expect(missing).toEqual([]);
  });

  it("shows a package's English text nowhere on a German or Spanish page", () => {
    for (const language of ['de', 'es']) {
      const t = createTranslator(readLocale(language), readLocale('en'));
      for (const [label, error] of CASES) {
        if (!(error instanceof Error) || error instanceof SwapFailedError) continue;
        if (error instanceof ProviderRpcError) continue; // the wallet's own words, quoted
        expect(translateError(t, error), `${language}: ${label}`).not.toContain(error.message);
      }
    }
  });

  it('words the spec messages in English as the spec does', () => {
    const t = createTranslator(readLocale('en'), undefined);
    expect(translateError(t, new UserRejectedRequestError())).toBe('Transaction rejected.');
    expect(translateError(t, new SwapFailedError('nonce too low'))).toBe(
      'Swap failed: nonce too low',
    );
    expect(translateError(t, new CouldNotWrapError())).toBe('Could not wrap currencies');
    for (const error of [
      new StakeWithoutApprovalError(),
      new ConfirmWithoutApprovalError(),
      new MissingLiquidityAmountError(),
      new MissingCurrencyAmountsError(),
      new MissingTokensError(),
    ]) {
      expect(translateError(t, error)).toBe(error.message);
    }
    for (const text of Object.values(SWAP_ERROR_MESSAGES)) {
      expect(translateError(t, new SwapGasEstimateError(text))).toBe(text);
    }
  });
});

/** Every DexError class a package exports (and the app's own), each built as a caller would. */
function exportedErrorClasses(): Array<readonly [string, new (...args: never[]) => DexError]> {
  const modules = {
    approvals,
    chains,
    ens,
    governance,
    liquidity,
    multicall,
    'multicall/http': multicallHttp,
    primitives,
    router,
    'token-lists': tokenLists,
    transactions,
    wallet,
    write,
    web: { LocaleLoadError },
  };
  return Object.entries(modules).flatMap(([name, module]) =>
    Object.entries(module as Record<string, unknown>)
      .filter(
        (entry): entry is [string, new (...args: never[]) => DexError] =>
          typeof entry[1] === 'function' &&
          entry[1] !== DexError &&
          entry[1].prototype instanceof DexError,
      )
      .map(([exportName, errorClass]) => [`${name}: ${exportName}`, errorClass] as const),
  );
}

describe('every error code', () => {
  const PACKAGES = ['approvals', 'chains', 'ens', 'governance', 'liquidity', 'multicall'];
  const PREFIXES = [
    ...PACKAGES,
    'primitives',
    'router',
    'token-lists',
    'transactions',
    'wallet',
    'web',
    'write',
  ];
  const classes = exportedErrorClasses();

  it('finds the exported error classes', () => {
    expect(classes.length).toBeGreaterThan(40);
  });

  it.each(classes)(
    "%s has a '<package>/<what>' code and a message (or the documented fallback)",
    (_name, errorClass) => {
      const { errorCode } = new (errorClass as unknown as new () => DexError)();
      const [prefix, what] = errorCode.split('/');
      expect(PREFIXES).toContain(prefix);
      expect(what).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(errorCode in MESSAGES_BY_CODE || GENERIC_ERROR_CODES.has(errorCode), errorCode).toBe(
        true,
      );
    },
  );

  it('names no code twice, in the table and the fallback', () => {
    expect(Object.keys(MESSAGES_BY_CODE).filter((code) => GENERIC_ERROR_CODES.has(code))).toEqual(
      [],
    );
  });
});
