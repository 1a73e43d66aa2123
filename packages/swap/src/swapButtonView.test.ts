import { ApprovalState } from '@dex/approvals';
import { describe, expect, it } from 'vitest';
import { swapButtonViews as buttonViews } from './swapButtonView';
import { WrapType } from './wrapType';

describe('swapButtonViews', () => {
  it('connect wallet runs the connect action', () => {
    expect(buttonViews({ kind: 'connectWallet' }, 'DAI')).toEqual([
      { label: ['connectWallet'], disabled: false, action: 'connect' },
    ]);
  });

  it('wrap shows its own error or the Wrap / Unwrap action', () => {
    expect(
      buttonViews(
        {
          kind: 'wrap',
          wrapType: WrapType.WRAP,
          error: { kind: 'insufficientBalance', symbol: 'ETH' },
        },
        'ETH',
      )[0],
    ).toMatchObject({ label: ['insufficientBalance', { symbol: 'ETH' }], disabled: true });
    expect(
      buttonViews({ kind: 'wrap', wrapType: WrapType.UNWRAP, error: null }, 'WETH')[0],
    ).toMatchObject({ label: ['unwrap'], action: 'wrap', disabled: false });
  });

  it('a wrap without an amount names its currency: "Enter ETH amount" / "Enter WETH amount"', () => {
    for (const [wrapType, symbol] of [
      [WrapType.WRAP, 'ETH'],
      [WrapType.UNWRAP, 'WETH'],
    ] as const) {
      expect(
        buttonViews({ kind: 'wrap', wrapType, error: { kind: 'enterAmount', symbol } }, symbol)[0],
      ).toMatchObject({ label: ['enterSymbolAmount', { symbol }], disabled: true });
    }
    // The swap's own error stays "Enter an amount".
    expect(
      buttonViews({ kind: 'swap', label: { kind: 'enterAmount' }, disabled: true }, 'ETH')[0],
    ).toMatchObject({ label: ['enterAmount'] });
  });

  it('a refused recipient keeps the swap disabled and carries why', () => {
    expect(
      buttonViews(
        {
          kind: 'swap',
          label: { kind: 'invalidRecipient', reason: 'routerStandIn' },
          disabled: true,
        },
        'ETH',
      ),
    ).toEqual([
      {
        label: ['invalidRecipient'],
        disabled: true,
        action: null,
        recipientRefusal: 'routerStandIn',
      },
    ]);
    expect(
      buttonViews({ kind: 'swap', label: 'swap', disabled: false }, 'ETH')[0]?.recipientRefusal,
    ).toBeUndefined();
  });

  it('adds the multi-hop hint only in single-hop mode', () => {
    expect(
      buttonViews({ kind: 'insufficientLiquidity', singleHopOnly: true }, 'DAI')[0]?.suffix,
    ).toBe('tryMultiHop');
    expect(
      buttonViews({ kind: 'insufficientLiquidity', singleHopOnly: false }, 'DAI')[0]?.suffix,
    ).toBeUndefined();
  });

  it('shows approve then swap, then "You can now trade" once approved', () => {
    const notApproved = buttonViews(
      {
        kind: 'approveAndSwap',
        approval: ApprovalState.NOT_APPROVED,
        swapLabel: 'swap',
        swapDisabled: true,
      },
      'USDC',
    );
    expect(notApproved.map((view) => [view.label[0], view.disabled, view.action])).toEqual([
      ['approve', false, 'approve'],
      ['swap', true, 'swap'],
    ]);
    const approved = buttonViews(
      {
        kind: 'approveAndSwap',
        approval: ApprovalState.APPROVED,
        swapLabel: 'swapAnyway',
        swapDisabled: false,
      },
      'USDC',
    );
    expect(approved.map((view) => view.label)).toEqual([
      ['canNowTrade', { symbol: 'USDC' }],
      ['swapAnyway'],
    ]);
  });

  it('a disabled swap has no action; input errors name the symbol', () => {
    expect(
      buttonViews({ kind: 'swap', label: 'priceImpactTooHigh', disabled: true }, 'DAI')[0],
    ).toEqual({ label: ['priceImpactTooHigh'], disabled: true, action: null });
    expect(
      buttonViews(
        { kind: 'swap', label: { kind: 'insufficientBalance', symbol: 'DAI' }, disabled: true },
        'DAI',
      )[0]?.label,
    ).toEqual(['insufficientBalance', { symbol: 'DAI' }]);
  });
});
