// What the swap card shows (spec 000 §2 swap page) in the reader's words: the two amount fields
// with their labels, balances, dollar values and Max, the price line with its trade details and
// split route, "Use V2/V3", the main buttons, the error box and the history texts of its writes.
// The page adds the handlers. Only what /swap's first paint needs is imported here: the trade
// details (tradeDetails.ts' tradeDetailsView) come with the trade engine, which loads on demand.
import {
  formatUnitsPlain,
  localizeDecimal,
  localizedSignificant,
  type Translator,
} from '@dex/primitives';
import { type AnyTrade, priceParts, type RecipientRefusal, symbolText } from '@dex/router';
import type { Currency, CurrencyAmount, Token } from '@uniswap/sdk-core';
import type { AddTokenStatus, SubmittedSwap } from './submittedSwap';
import { addTokenOffer } from './submittedSwap';
import type { SwapButtonState } from './swapButton';
import { type SwapButtonAction, type SwapButtonText, swapButtonViews } from './swapButtonView';
import { swapFieldTexts } from './swapForm';
import type { SwapState } from './swapState';
import type { ProtocolVersion, SwapVersion } from './swapUrl';
import { formatUsd } from './usdValue';
import { WrapType } from './wrapType';

export type SwapFormMessage =
  | `swap.${SwapButtonText}`
  | 'swap.tryMultiHop'
  | 'swap.title'
  | 'swap.versionBadge'
  | 'swap.from'
  | 'swap.fromAtMost'
  | 'swap.to'
  | 'swap.toAtLeast'
  | 'swap.selectToken'
  | 'swap.balance'
  | 'swap.usdValue'
  | 'swap.max'
  | 'swap.switchSides'
  | 'swap.price'
  | 'swap.pricePer'
  | 'swap.invertPrice'
  | 'swap.useVersion'
  | 'swap.errorBox'
  | 'swap.wrapSummary'
  | 'swap.unwrapSummary'
  | 'swap.approveSummary';

export interface SwapFormViewInput {
  readonly state: Pick<SwapState, 'independentField' | 'typedValue'>;
  readonly wrapType: WrapType;
  /** The selected trade; null while there is none. */
  readonly trade: AnyTrade | null;
  /** What the badge says the swap trades on (`tradingOn`). */
  readonly tradingOn: string;
  readonly input: Currency | null | undefined;
  readonly output: Currency | null | undefined;
  /** Raw balances; undefined while unknown (or without an account). */
  readonly inputBalance: bigint | undefined;
  readonly outputBalance: bigint | undefined;
  /** What Max fills in, raw; Max shows only when it is above zero. */
  readonly maxInputAmount: bigint | undefined;
  /** Each side's value in dollars; undefined until priced (nothing shows). */
  readonly inputUsd: CurrencyAmount<Token> | undefined;
  readonly outputUsd: CurrencyAmount<Token> | undefined;
  /** The price line is shown the other way round. */
  readonly inverted: boolean;
  readonly version: SwapVersion;
  /** With one protocol chosen (`?use=`), the other one also has a trade: "Use …" offers it. */
  readonly otherVersionHasTrade: boolean;
  readonly buttonState: SwapButtonState;
  /** An invalid recipient's reason in the reader's words (the app's error messages). */
  readonly refusalText: (refusal: RecipientRefusal) => string;
  /** The last swap's error, translated; null for none. */
  readonly errorMessage: string | null;
}

export interface SwapFormButtonView {
  readonly key: string;
  readonly label: string;
  readonly disabled: boolean;
  readonly pending: boolean;
  readonly action: SwapButtonAction;
}

/** The swap card's texts and states (see the file comment); the page adds the handlers. */
export function swapFormView(
  t: Translator<SwapFormMessage>,
  form: SwapFormViewInput,
  locale: string,
) {
  const { trade, input, output } = form;
  const fields = swapFieldTexts(form.state, form.wrapType, trade);
  const inputSymbol = symbolText(input);
  const outputSymbol = symbolText(output);
  // A side of the form: its label, amount and currency, the balance and the dollar value.
  const panel = (
    label: string,
    value: string,
    currency: Currency | null | undefined,
    balance: bigint | undefined,
    usd: CurrencyAmount<Token> | undefined,
  ) => ({
    label,
    value,
    currencySymbol: currency ? symbolText(currency) : null,
    selectLabel: t('swap.selectToken'),
    ...(balance !== undefined && currency
      ? {
          balanceText: t('swap.balance', {
            balance: localizedSignificant(balance, currency.decimals, locale),
          }),
        }
      : {}),
    fiatValue: formatUsd(usd, locale),
    fiatValueLabel: t('swap.usdValue'),
  });
  const otherVersion: ProtocolVersion | null =
    form.otherVersionHasTrade && form.version !== 'best'
      ? form.version === 'v2'
        ? 'v3'
        : 'v2'
      : null;
  const price = trade
    ? form.inverted
      ? trade.executionPrice.invert()
      : trade.executionPrice
    : null;
  const buttons: SwapFormButtonView[] = swapButtonViews(form.buttonState, inputSymbol).map(
    (view) => ({
      key: view.label[0],
      label:
        (view.recipientRefusal
          ? form.refusalText(view.recipientRefusal)
          : t(`swap.${view.label[0]}`, view.label[1])) +
        (view.suffix ? t(`swap.${view.suffix}`) : ''),
      disabled: view.disabled,
      pending: view.pending === true,
      action: view.action,
    }),
  );
  return {
    title: t('swap.title'),
    badge: t('swap.versionBadge', { version: form.tradingOn }),
    input: panel(
      !fields.exactInput && trade ? t('swap.fromAtMost') : t('swap.from'),
      fields.input,
      input,
      form.inputBalance,
      form.inputUsd,
    ),
    /** Max: its label and the amount it types in; null when there is nothing to spend. */
    max:
      input && form.maxInputAmount !== undefined && form.maxInputAmount > 0n
        ? { label: t('swap.max'), value: formatUnitsPlain(form.maxInputAmount, input.decimals) }
        : null,
    switchLabel: t('swap.switchSides'),
    output: panel(
      fields.exactInput && trade ? t('swap.toAtLeast') : t('swap.to'),
      fields.output,
      output,
      form.outputBalance,
      form.outputUsd,
    ),
    price: price
      ? {
          label: t('swap.price'),
          price: t('swap.pricePer', priceParts(price, locale)),
          invertLabel: t('swap.invertPrice'),
        }
      : null,
    versionSwitch: otherVersion
      ? { label: t('swap.useVersion', { version: otherVersion }), version: otherVersion }
      : null,
    buttons,
    error: form.errorMessage ? t('swap.errorBox', { message: form.errorMessage }) : null,
    /** The history texts of the page's wrap and approval. */
    wrapSummary: t(form.wrapType === WrapType.WRAP ? 'swap.wrapSummary' : 'swap.unwrapSummary', {
      amount: localizeDecimal(form.state.typedValue, locale),
      symbol: inputSymbol,
      wrapped: outputSymbol,
      native: outputSymbol,
    }),
    approveSummary: t('swap.approveSummary', { symbol: inputSymbol }),
  };
}

/** The gear's accessible name: "Open settings", with "(Expert mode on)" while it is on. */
export const swapSettingsButtonLabel = (
  t: Translator<'settings.open' | 'settings.expertActive'>,
  expertMode: boolean,
): string =>
  expertMode ? `${t('settings.open')} (${t('settings.expertActive')})` : t('settings.open');

/**
 * A submitted swap to a token offers "Add {symbol} to wallet" in its dialog (spec §4, §7
 * `wallet_watchAsset`): the offer's texts and how asking the wallet went; null otherwise.
 */
export function addTokenOfferView(
  t: Translator<'swap.addToWallet' | 'swap.addedToWallet' | 'swap.addToWalletFailed'>,
  dialogStatus: string,
  submitted: SubmittedSwap | null,
): {
  readonly label: string;
  readonly addedLabel: string;
  readonly failedNote: string;
  readonly status: AddTokenStatus;
} | null {
  const offer = addTokenOffer(dialogStatus, submitted);
  if (!offer) return null;
  const symbol = symbolText(offer.token);
  return {
    label: t('swap.addToWallet', { symbol }),
    addedLabel: t('swap.addedToWallet', { symbol }),
    failedNote: t('swap.addToWalletFailed', { symbol }),
    status: offer.status,
  };
}
