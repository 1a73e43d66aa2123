import { ApprovalState } from '@dex/approvals';
import { getNativeCurrency } from '@dex/currency';
import { CurrencyAmount, Token } from '@uniswap/sdk-core';
import { describe, expect, it } from 'vitest';
import { type SwapFormButtonInput, swapFormButtonState } from './swapFormButton';
import { WrapType } from './wrapType';

const CHAIN = 31337;
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const native = getNativeCurrency(CHAIN);
if (!native) throw new Error('no devnet coin');
const DAI = new Token(CHAIN, `0x${'d'.repeat(40)}`, 18, 'DAI');
const E18 = 10n ** 18n;

const form: SwapFormButtonInput = {
  account: ACCOUNT,
  input: DAI,
  output: native,
  amount: CurrencyAmount.fromRawAmount(DAI, E18.toString()),
  wrapType: WrapType.NOT_APPLICABLE,
  inputBalance: 2n * E18,
  tradeState: 'VALID',
  hasTrade: true,
  maximumAmountIn: CurrencyAmount.fromRawAmount(DAI, E18.toString()),
  recipientAddress: ACCOUNT,
  recipientRefusal: null,
  isUnsupported: () => false,
  singleHopOnly: false,
  approval: ApprovalState.APPROVED,
  approvalSubmitted: false,
  priceImpactWarning: false,
  priceImpactHigh: false,
  expertMode: false,
};
const state = (change: Partial<SwapFormButtonInput>) => swapFormButtonState({ ...form, ...change });

describe('swapFormButtonState', () => {
  it('offers the swap for a ready form', () => {
    expect(state({})).toEqual({ kind: 'swap', label: 'swap', disabled: false });
  });

  it('blocks a token on the unsupported list', () => {
    expect(state({ isUnsupported: (_chainId, address) => address === DAI.address })).toEqual({
      kind: 'unsupportedAsset',
    });
  });

  it('says the route is loading while the trade is', () => {
    expect(state({ hasTrade: false, tradeState: 'LOADING' })).toEqual({ kind: 'loadingRoute' });
    expect(state({ hasTrade: false, tradeState: 'NO_ROUTE_FOUND' })).toEqual({
      kind: 'insufficientLiquidity',
      singleHopOnly: false,
    });
  });

  it('names the input symbol when the balance is short of the maximum in', () => {
    expect(state({ inputBalance: E18 / 2n })).toMatchObject({
      kind: 'swap',
      label: { kind: 'insufficientBalance', symbol: 'DAI' },
      disabled: true,
    });
  });

  it('gives a wrap its own amount and balance checks', () => {
    expect(state({ wrapType: WrapType.WRAP, amount: undefined })).toEqual({
      kind: 'wrap',
      wrapType: WrapType.WRAP,
      error: { kind: 'enterAmount', symbol: 'DAI' },
    });
  });
});
