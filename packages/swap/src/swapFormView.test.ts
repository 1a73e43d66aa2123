import { ApprovalState } from '@dex/approvals';
import { describe, expect, it } from 'vitest';
import { submittedSwap, withAddStatus } from './submittedSwap';
import { addTokenOfferView, type SwapFormViewInput, swapFormView } from './swapFormView';
import { SwapField } from './swapState';
import { amount, DAI, E18, ETH, echoTranslator as t, trade, WETH } from './wethDaiTrade.testing';
import { WrapType } from './wrapType';

const empty: SwapFormViewInput = {
  state: { independentField: SwapField.INPUT, typedValue: '' },
  wrapType: WrapType.NOT_APPLICABLE,
  trade: null,
  tradingOn: 'v2 + v3',
  input: ETH,
  output: null,
  inputBalance: undefined,
  outputBalance: undefined,
  maxInputAmount: undefined,
  inputUsd: undefined,
  outputUsd: undefined,
  inverted: false,
  version: 'best',
  otherVersionHasTrade: false,
  buttonState: { kind: 'swap', label: { kind: 'selectToken' }, disabled: true },
  refusalText: (refusal) => `refused: ${refusal}`,
  errorMessage: null,
};
const priced: SwapFormViewInput = {
  ...empty,
  state: { independentField: SwapField.INPUT, typedValue: '1' },
  trade,
  tradingOn: 'v2',
  input: WETH,
  output: DAI,
  inputBalance: 2_500_000n * 10n ** 12n,
  outputBalance: 0n,
  maxInputAmount: 2_500_000n * 10n ** 12n,
  inputUsd: amount(DAI, 2_000n * E18),
  buttonState: {
    kind: 'approveAndSwap',
    approval: ApprovalState.NOT_APPROVED,
    swapLabel: 'swap',
    swapDisabled: true,
  },
};

describe('swapFormView', () => {
  it('shows an empty form: the fields unlabelled by a trade, no balance, price or Max', () => {
    const view = swapFormView(t, empty, 'en');
    expect(view.title).toBe('swap.title');
    expect(view.badge).toBe('swap.versionBadge {"version":"v2 + v3"}');
    expect(view.input).toEqual({
      label: 'swap.from',
      value: '',
      currencySymbol: 'ETH',
      selectLabel: 'swap.selectToken',
      fiatValue: '',
      fiatValueLabel: 'swap.usdValue',
    });
    expect(view.output.label).toBe('swap.to');
    expect(view.output.currencySymbol).toBeNull();
    expect([view.max, view.price, view.versionSwitch, view.error]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(view.buttons).toEqual([
      {
        key: 'selectToken',
        label: 'swap.selectToken',
        disabled: true,
        pending: false,
        action: null,
      },
    ]);
  });

  it('shows a priced exact-input trade: the bound on the output, balances, dollars and Max', () => {
    const view = swapFormView(t, priced, 'en');
    expect(view.input.label).toBe('swap.from');
    expect(view.output).toMatchObject({ label: 'swap.toAtLeast', value: '1992.01' });
    expect(view.input.balanceText).toBe('swap.balance {"balance":"2.5"}');
    expect(view.output.balanceText).toBe('swap.balance {"balance":"0"}');
    expect(view.input.fiatValue).toBe('$2,000.00');
    expect(view.max).toEqual({ label: 'swap.max', value: '2.5' });
    expect(view.price).toEqual({
      label: 'swap.price',
      price: 'swap.pricePer {"price":"1,992","quote":"DAI","base":"WETH"}',
      invertLabel: 'swap.invertPrice',
    });
    expect(swapFormView(t, { ...priced, inverted: true }, 'en').price?.price).toBe(
      'swap.pricePer {"price":"0.000502","quote":"WETH","base":"DAI"}',
    );
    expect(view.buttons.map((button) => [button.label, button.action])).toEqual([
      ['swap.approve {"symbol":"WETH"}', 'approve'],
      ['swap.swap', 'swap'],
    ]);
    expect(view.approveSummary).toBe('swap.approveSummary {"symbol":"WETH"}');
  });

  it('labels an exact-output trade with the bound on the input', () => {
    const view = swapFormView(
      t,
      { ...priced, state: { independentField: SwapField.OUTPUT, typedValue: '1' } },
      'en',
    );
    expect(view.input.label).toBe('swap.fromAtMost');
    expect(view.output.label).toBe('swap.to');
  });

  it('offers the other protocol only with one chosen and a trade there', () => {
    expect(swapFormView(t, { ...priced, otherVersionHasTrade: true }, 'en').versionSwitch).toBe(
      null,
    );
    expect(
      swapFormView(t, { ...priced, version: 'v2', otherVersionHasTrade: true }, 'en').versionSwitch,
    ).toEqual({ label: 'swap.useVersion {"version":"v3"}', version: 'v3' });
    expect(swapFormView(t, { ...priced, version: 'v3' }, 'en').versionSwitch).toBeNull();
  });

  it('words a refused recipient, the multi-hop hint and the error box', () => {
    const refused = swapFormView(
      t,
      {
        ...priced,
        buttonState: {
          kind: 'swap',
          label: { kind: 'invalidRecipient', reason: 'zeroAddress' },
          disabled: true,
        },
      },
      'en',
    );
    expect(refused.buttons[0]?.label).toBe('refused: zeroAddress');
    const noRoute = swapFormView(
      t,
      { ...priced, buttonState: { kind: 'insufficientLiquidity', singleHopOnly: true } },
      'en',
    );
    expect(noRoute.buttons[0]?.label).toBe('swap.insufficientLiquidityswap.tryMultiHop');
    expect(swapFormView(t, { ...priced, errorMessage: 'boom' }, 'en').error).toBe(
      'swap.errorBox {"message":"boom"}',
    );
  });

  it('writes the history text of a wrap and of an unwrap', () => {
    const wrap = { ...empty, state: { ...empty.state, typedValue: '1.5' }, output: WETH };
    expect(swapFormView(t, { ...wrap, wrapType: WrapType.WRAP }, 'de').wrapSummary).toBe(
      'swap.wrapSummary {"amount":"1,5","symbol":"ETH","wrapped":"WETH","native":"WETH"}',
    );
    expect(swapFormView(t, { ...wrap, wrapType: WrapType.UNWRAP }, 'en').wrapSummary).toMatch(
      /^swap\.unwrapSummary /,
    );
  });
});

describe('addTokenOfferView', () => {
  it('offers adding a swapped-to token once the dialog shows the swap submitted', () => {
    const submitted = withAddStatus(submittedSwap(DAI), DAI, 'failed');
    expect(addTokenOfferView(t, 'submitted', submitted)).toEqual({
      label: 'swap.addToWallet {"symbol":"DAI"}',
      addedLabel: 'swap.addedToWallet {"symbol":"DAI"}',
      failedNote: 'swap.addToWalletFailed {"symbol":"DAI"}',
      status: 'failed',
    });
    expect(addTokenOfferView(t, 'waiting', submitted)).toBeNull();
    expect(addTokenOfferView(t, 'submitted', submittedSwap(null))).toBeNull();
  });
});
