import { ApprovalState } from '@dex/approvals';
import type { Translator } from '@dex/primitives';
import { CurrencyAmount, Token } from '@uniswap/sdk-core';
import { FeeAmount } from '@uniswap/v3-sdk';
import { describe, expect, it, vi } from 'vitest';
import { MintField } from '../deposit';
import { EMPTY_MINT_STATE } from '../mintState';
import {
  type AddFormInput,
  type AddFormMessage,
  addFormView,
  addPriceUnit,
  addTitle,
} from './addForm';

// Keys as texts, with their values: what each prop asks for shows in the result.
const t: Translator<AddFormMessage> = (key, values) =>
  values ? `${key} ${JSON.stringify(values)}` : key;
const WETH = new Token(31337, '0x5FbDB2315678afecb367f032d93F642f64180aa3', 18, 'WETH');
const USDC = new Token(31337, '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d', 6, 'USDC');
const usdc = (raw: string) => CurrencyAmount.fromRawAmount(USDC, raw);
const weth = (raw: string) => CurrencyAmount.fromRawAmount(WETH, raw);

const input = (over: Partial<AddFormInput> = {}): AddFormInput => ({
  isIncrease: false,
  currencyA: WETH,
  currencyB: USDC,
  fee: FeeAmount.MEDIUM,
  feeOptions: [500, 3000],
  pair: { base: WETH, quote: USDC },
  noLiquidity: false,
  state: { ...EMPTY_MINT_STATE, typedValue: '1' },
  tickCurrent: undefined,
  current: undefined,
  range: undefined,
  deposit: {
    amountA: weth('1000000000000000000'),
    amountB: usdc('2000000000'),
    position: undefined,
    depositADisabled: false,
    depositBDisabled: false,
  },
  balances: [undefined, undefined],
  approvals: [ApprovalState.APPROVED, ApprovalState.NOT_APPROVED],
  gasPriceWei: undefined,
  error: null,
  unsupported: false,
  gate: 'allowed',
  locale: 'en',
  dispatch: vi.fn(),
  onSelectCurrency: vi.fn(),
  onSelectFee: vi.fn(),
  onApprove: vi.fn(),
  onConnect: vi.fn(),
  onAdd: vi.fn(),
  ...over,
});

describe('the add form view', () => {
  it('names the page and its prices B per A', () => {
    expect(addTitle(t, false)).toBe('addLiquidity.title');
    expect(addTitle(t, true)).toBe('addLiquidity.increaseTitle');
    expect(addPriceUnit(t, WETH, USDC)).toBe(
      'addLiquidity.pricePer {"quote":"USDC","base":"WETH"}',
    );
  });

  it('shows the typed side as typed and the other computed, and types into its own field', () => {
    const form = input();
    const view = addFormView(t, form);
    expect(view.depositA.kind === 'input' && view.depositA.panel.value).toBe('1');
    expect(view.depositB.kind === 'input' && view.depositB.panel.value).toBe('2000');
    if (view.depositB.kind === 'input') view.depositB.panel.onUserInput('5');
    expect(form.dispatch).toHaveBeenCalledWith({
      type: 'typeInput',
      field: MintField.CURRENCY_B,
      typedValue: '5',
    });
  });

  it('locks a side outside the range, and offers Approve only for a deposit not yet approved', () => {
    const form = input({
      deposit: { ...input().deposit, depositBDisabled: true },
      approvals: [ApprovalState.NOT_APPROVED, ApprovalState.NOT_APPROVED],
    });
    const view = addFormView(t, form);
    expect(view.depositB).toEqual({ kind: 'locked', message: 'addLiquidity.singleAsset' });
    expect(view.approvals.map((button) => button.label)).toEqual([
      'addLiquidity.approve {"symbol":"WETH"}',
    ]);
    view.approvals[0]?.onClick();
    expect(form.onApprove).toHaveBeenCalledWith(
      form.deposit.amountA,
      'addLiquidity.approve {"symbol":"WETH"}',
    );
  });

  it('disables Add until every deposit is approved and there is a position; an error names what is missing', () => {
    const view = addFormView(t, input());
    expect(view.action).toMatchObject({ label: 'addLiquidity.add', disabled: true });
    const error = addFormView(t, input({ error: { kind: 'connectWallet' } }));
    expect(error.approvals).toEqual([]);
    expect(error.action).toMatchObject({ label: 'addLiquidity.connectWallet', disabled: false });
    expect(addFormView(t, input({ error: { kind: 'enterAmount' } })).action.disabled).toBe(true);
  });

  it('on /increase: no pair or tier choice, no range selector, no starting price', () => {
    const view = addFormView(t, input({ isIncrease: true, noLiquidity: true }));
    expect(view.title).toBe('addLiquidity.increaseTitle');
    expect(view.pair.a).toEqual({ symbol: 'WETH' });
    expect(view.feeTier.disabled).toBe(true);
    expect('range' in view || 'startingPrice' in view).toBe(false);
    const add = addFormView(t, input({ noLiquidity: true }));
    expect(add.startingPrice?.warning).toBe('addLiquidity.firstProvider');
    expect(add.range).toBeDefined();
    add.pair.b.onSelect?.();
    expect(add.unsupported).toBeUndefined();
  });
});
