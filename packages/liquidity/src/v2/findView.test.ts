import { CurrencyAmount, Token } from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';
import { describe, expect, it, vi } from 'vitest';
import { PoolState } from '../pools';
import { v2CurrencyId } from './currencies';
import { findPoolForm, findPoolPageView, findPoolView } from './findView';

const t = (key: string, values?: object) => (values ? `${key} ${JSON.stringify(values)}` : key);
const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI');
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');
const pair = new Pair(
  CurrencyAmount.fromRawAmount(DAI, '1000000000000000000000'),
  CurrencyAmount.fromRawAmount(USDC, '1000000000'),
);
const base = {
  currencyA: DAI,
  currencyB: USDC,
  state: PoolState.EXISTS,
  pair,
  balance: 10n ** 15n,
  locale: 'en-US',
};

describe('findPoolView', () => {
  it('asks for both tokens first, then says what the pair is', () => {
    expect(findPoolView(t, { ...base, currencyB: null, balance: undefined })).toEqual({
      status: { text: 'find.prompt' },
    });
    expect(
      findPoolView(t, { ...base, state: PoolState.INVALID, balance: undefined }).status,
    ).toEqual({ text: 'find.invalid' });
    expect(findPoolView(t, { ...base, state: PoolState.LOADING }).status.text).toBe(
      'poolV2.loading',
    );
  });

  it('links to create the pool, to add liquidity, or to manage it with the LP held', () => {
    const add = `/add/v2/${v2CurrencyId(DAI)}/${v2CurrencyId(USDC)}`;
    expect(findPoolView(t, { ...base, state: PoolState.NOT_EXISTS }).status).toEqual({
      text: 'find.noPool',
      link: { href: add, label: 'find.createPool' },
    });
    expect(findPoolView(t, { ...base, balance: 0n }).status.link?.label).toBe('find.addLiquidity');
    const found = findPoolView(t, base);
    expect(found.status).toEqual({
      text: 'find.found',
      link: { href: '/pool/v2', label: 'find.manage' },
    });
    expect(found.summary).toContain('find.poolTokens');
  });
});

describe('findPoolForm', () => {
  it('shows each chosen symbol (none yet: null) and tells which side a button picks', () => {
    const onSelect = vi.fn();
    const form = findPoolForm(t, { currencyA: DAI, currencyB: null, origin: '/pool', onSelect });
    expect(form).toMatchObject({
      title: 'find.title',
      back: { href: '/pool', label: 'find.back' },
      selectLabel: 'swap.selectToken',
      tokenA: { symbol: 'DAI', label: 'find.firstToken' },
      tokenB: { symbol: null, label: 'find.secondToken' },
    });
    form.tokenB.onSelect();
    expect(onSelect).toHaveBeenCalledWith('b');
  });
});

describe('findPoolPageView', () => {
  it("is /find's form and the pair's status in one", () => {
    const onSelect = vi.fn();
    const input = { ...base, origin: '/pool', onSelect };
    const view = findPoolPageView(t, input);
    expect(view).toMatchObject({
      title: 'find.title',
      back: { href: '/pool', label: 'find.back' },
      ...findPoolView(t, input),
    });
    view.tokenB.onSelect();
    expect(onSelect).toHaveBeenCalledWith('b');
  });
});
