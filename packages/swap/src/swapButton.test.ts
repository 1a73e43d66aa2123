import { ApprovalState } from '@dex/approvals';
import { describe, expect, it } from 'vitest';
import { computeSwapButtonState, type SwapButtonInput } from './swapButton';
import { WrapType } from './wrapType';

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('computeSwapButtonState', () => {
  const ready: SwapButtonInput = {
    account: ACCOUNT,
    unsupportedAsset: false,
    wrapType: WrapType.NOT_APPLICABLE,
    wrapError: null,
    hasInputOutput: true,
    hasTrade: true,
    tradeLoading: false,
    singleHopOnly: false,
    inputError: null,
    approval: ApprovalState.APPROVED,
    approvalSubmitted: false,
    priceImpactWarning: false,
    priceImpactHigh: false,
    expertMode: false,
  };
  const state = (change: Partial<SwapButtonInput>) =>
    computeSwapButtonState({ ...ready, ...change });

  it('asks to connect a wallet before anything else', () => {
    expect(state({ account: null, unsupportedAsset: true, wrapType: WrapType.WRAP })).toEqual({
      kind: 'connectWallet',
    });
  });

  it('blocks unsupported assets before wrap and trade states', () => {
    expect(state({ unsupportedAsset: true, wrapType: WrapType.WRAP })).toEqual({
      kind: 'unsupportedAsset',
    });
  });

  it('offers wrap and unwrap with their own errors', () => {
    expect(state({ wrapType: WrapType.WRAP, hasTrade: false })).toEqual({
      kind: 'wrap',
      wrapType: 'WRAP',
      error: null,
    });
    const error = { kind: 'insufficientBalance', symbol: 'WETH' } as const;
    expect(state({ wrapType: WrapType.UNWRAP, wrapError: error })).toEqual({
      kind: 'wrap',
      wrapType: 'UNWRAP',
      error,
    });
  });

  it('shows Loading while the route loads, then insufficient liquidity (+ hint in single-hop)', () => {
    expect(state({ hasTrade: false, tradeLoading: true })).toEqual({ kind: 'loadingRoute' });
    expect(state({ hasTrade: false })).toEqual({
      kind: 'insufficientLiquidity',
      singleHopOnly: false,
    });
    expect(state({ hasTrade: false, singleHopOnly: true })).toEqual({
      kind: 'insufficientLiquidity',
      singleHopOnly: true,
    });
  });

  it('shows the input error on a disabled button', () => {
    expect(
      state({ inputError: { kind: 'enterAmount' }, hasInputOutput: false, hasTrade: false }),
    ).toEqual({
      kind: 'swap',
      label: { kind: 'enterAmount' },
      disabled: true,
    });
    const insufficient = { kind: 'insufficientBalance', symbol: 'USDC' } as const;
    expect(state({ inputError: insufficient, approval: ApprovalState.NOT_APPROVED })).toEqual({
      kind: 'swap',
      label: insufficient,
      disabled: true,
    });
  });

  it('shows approve then swap while approval is needed or pending', () => {
    expect(state({ approval: ApprovalState.NOT_APPROVED })).toEqual({
      kind: 'approveAndSwap',
      approval: 'NOT_APPROVED',
      swapLabel: 'swap',
      swapDisabled: true,
    });
    expect(state({ approval: ApprovalState.PENDING })).toMatchObject({
      approval: 'PENDING',
      swapDisabled: true,
    });
  });

  it('keeps the pair after an approval from this page, with swap enabled', () => {
    expect(state({ approval: ApprovalState.APPROVED, approvalSubmitted: true })).toEqual({
      kind: 'approveAndSwap',
      approval: 'APPROVED',
      swapLabel: 'swap',
      swapDisabled: false,
    });
    expect(state({ approval: ApprovalState.APPROVED })).toEqual({
      kind: 'swap',
      label: 'swap',
      disabled: false,
    });
  });

  it('reads Swap Anyway above 2% and blocks above 3% unless expert mode is on', () => {
    expect(state({ priceImpactWarning: true })).toEqual({
      kind: 'swap',
      label: 'swapAnyway',
      disabled: false,
    });
    expect(state({ priceImpactWarning: true, priceImpactHigh: true })).toEqual({
      kind: 'swap',
      label: 'priceImpactTooHigh',
      disabled: true,
    });
    expect(state({ priceImpactWarning: true, priceImpactHigh: true, expertMode: true })).toEqual({
      kind: 'swap',
      label: 'swapAnyway',
      disabled: false,
    });
    expect(
      state({
        priceImpactWarning: true,
        priceImpactHigh: true,
        approval: ApprovalState.NOT_APPROVED,
      }),
    ).toMatchObject({ kind: 'approveAndSwap', swapLabel: 'highPriceImpact', swapDisabled: true });
  });

  it('waits for an unknown allowance before enabling Swap', () => {
    expect(state({ approval: ApprovalState.UNKNOWN })).toEqual({
      kind: 'swap',
      label: 'swap',
      disabled: true,
    });
  });
});
