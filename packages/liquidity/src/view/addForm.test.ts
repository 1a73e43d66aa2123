import { ApprovalState } from '@dex/approvals';
import type { Translator } from '@dex/primitives';
import { describe, expect, it, vi } from 'vitest';
import { MintField } from '../deposit';
import {
  type AddFormInput,
  type AddFormMessage,
  addFormView,
  addPriceUnit,
  addTitle,
} from './addForm';
import { ADD_FORM_READS, USDC, WETH } from './addForm.testing';

// Keys as texts, with their values: what each prop asks for shows in the result.
const t: Translator<AddFormMessage> = (key, values) =>
  values ? `${key} ${JSON.stringify(values)}` : key;

const input = (over: Partial<AddFormInput> = {}): AddFormInput => ({
  ...ADD_FORM_READS,
  gasPriceWei: undefined,
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
