import { CurrencyAmount } from '@uniswap/sdk-core';
import { describe, expect, it, vi } from 'vitest';
import { positionPageView, removePageView } from './positionPage';
import { position, t, USDC, WETH } from './positionScreens.testing';
import type { RemoveView } from './removeView';

const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const detail = {
  status: 'ready',
  owner: OWNER,
  approved: undefined,
  metadata: undefined,
  position,
  token0: WETH,
  token1: USDC,
  pool: null,
  rangeStatus: 'in-range',
  invertedAtFirst: false,
} as const;
const fees = [
  CurrencyAmount.fromRawAmount(WETH, '10000000000000000'),
  CurrencyAmount.fromRawAmount(USDC, '0'),
] as const;
const base = {
  detail,
  amounts: { liquidity: undefined, fees },
  canManage: true,
  collect: 'idle',
  canCollect: true,
  collectCost: 'cost',
  onCollect: vi.fn(),
  ownerExplorerUrl: 'https://explorer/address',
  liquidityValue: '$1.00',
  feesValue: '$0.50',
  flipped: false,
  onInvert: vi.fn(),
  locale: 'en',
} as const;

describe('positionPageView', () => {
  it("shows the pair, its tier, badge, values, fees and '-' prices without a pool", () => {
    const view = positionPageView(t, base);
    expect(view).toMatchObject({
      pair: 'WETH / USDC',
      feeLabel: '0.3%',
      status: 'in-range',
      liquidityValue: '$1.00',
      feesValue: '$0.50',
      feeAmounts: [
        { symbol: 'WETH', amount: '0.01' },
        { symbol: 'USDC', amount: '0' },
      ],
      prices: { min: { value: '-' }, symbols: ['WETH', 'USDC'], inverted: false },
      labels: { collectFees: 'positions.collectFees' },
    });
    expect(view).not.toHaveProperty('artworkSrc');
  });

  it('gives the manager Add, Remove and Collect, which collects with the history text', () => {
    const onCollect = vi.fn();
    const view = positionPageView(t, { ...base, onCollect });
    expect(view.manage).toMatchObject({ removeHref: '/remove/7', collectCost: 'cost' });
    view.manage?.onCollect?.();
    expect(onCollect).toHaveBeenCalledWith(expect.stringContaining('positions.collectSummary'));
    // Nothing owed: no Collect press.
    const none = positionPageView(t, { ...base, amounts: undefined });
    expect(none.manage).not.toHaveProperty('onCollect');
  });

  it('names the owner for anyone else, and the toggle flips the first direction', () => {
    const view = positionPageView(t, { ...base, canManage: false, flipped: true });
    expect(view.owner).toEqual({ address: OWNER, explorerUrl: 'https://explorer/address' });
    expect(view.prices.inverted).toBe(true);
    view.prices.onInvert();
    expect(base.onInvert).toHaveBeenCalled();
  });
});

describe('removePageView', () => {
  const view: RemoveView = {
    amounts: undefined,
    nativeSymbols: ['ETH', 'WETH'],
    status: 'in-range',
    button: 'enter-percent',
  };
  const on = { connect: vi.fn(), review: vi.fn(), toggleNative: vi.fn() };

  it("shows the pair, badge, the collect-as toggle and the button's state", () => {
    const page = removePageView(t, { detail, view, receiveNative: true, locale: 'en' }, on);
    expect(page.form).toMatchObject({
      pair: 'WETH / USDC',
      feeLabel: '0.3%',
      status: 'in-range',
      receive: { label: 'remove.collectAs', symbols: ['ETH', 'WETH'], receiveNative: true },
      action: { label: 'remove.enterPercent', disabled: true },
      labels: { title: 'remove.title' },
    });
    expect(page.form).not.toHaveProperty('notice');
    expect(page.reviewLabels).toEqual({ title: 'remove.title', confirm: 'remove.remove' });
    expect(page.summary).toBe('');
    page.form.receive?.onToggle();
    expect(on.toggleNative).toHaveBeenCalled();
  });

  it('says so to an account that may not manage the position, and has no toggle without ETH', () => {
    const page = removePageView(
      t,
      {
        detail,
        view: { ...view, nativeSymbols: undefined, button: 'not-manager' },
        receiveNative: false,
        locale: 'en',
      },
      on,
    );
    expect(page.form.notice).toBe('remove.notManager');
    expect(page.form).not.toHaveProperty('receive');
  });
});
