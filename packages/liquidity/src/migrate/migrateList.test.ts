import { getNativeCurrency } from '@dex/currency';
import { CurrencyAmount, Token } from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';
import { describe, expect, it } from 'vitest';
import type { V2Holding } from '../v2/holdings';
import { migrateItem, migrateListState, migrateListView } from './migrateList';

const native = getNativeCurrency(31337);
if (!native) throw new Error('no devnet chain');
const WETH = native.wrapped;
const USDC = new Token(31337, '0xc6e7DF5E7b4f2A278906862b61205850344D4e7d', 6, 'USDC');
const E18 = 10n ** 18n;
// 100 ETH and 300,000 USDC, 1,000 LP in total.
const pair = new Pair(
  CurrencyAmount.fromRawAmount(WETH, (100n * E18).toString()),
  CurrencyAmount.fromRawAmount(USDC, (300_000n * 10n ** 6n).toString()),
);
const SUSHI_PAIR = '0x397FF1542f962076d0BFE58eA045FfA2d347ACa0';
const holding = (balance: bigint, staked = 0n): V2Holding => ({
  tokens: [WETH, USDC],
  address: SUSHI_PAIR,
  pair,
  totalSupply: 1_000n * E18,
  balance,
  staked,
  stakingRewards: null,
});

describe('migrate cards', () => {
  it("shows what the wallet's LP is worth, the share with 2 decimals and the pair's Migrate link", () => {
    // 123.4567 of 1,000 LP: 12.34567 % of the pool; staked LP is not migratable and not counted.
    const item = migrateItem(holding(1_234_567n * 10n ** 14n, 500n * E18), 'SushiSwap');
    const [a, b] = pair.token0.equals(WETH) ? ['ETH', 'USDC'] : ['USDC', 'ETH'];
    expect(item).toMatchObject({
      id: SUSHI_PAIR,
      pair: `${a}/${b}`,
      exchange: 'SushiSwap',
      share: '12.35%',
      migrateHref: `/migrate/v2/${SUSHI_PAIR}`,
    });
    const pooled = { ETH: '12.3457', USDC: '37037' };
    expect([item?.pooledA, item?.pooledB]).toEqual([pooled[a as 'ETH'], pooled[b as 'USDC']]);
  });

  it("writes the amounts and the share in the reader's language", () => {
    const item = migrateItem(holding(1_234_567n * 10n ** 14n, 500n * E18), 'SushiSwap', 'de');
    const [a, b] = pair.token0.equals(WETH) ? ['ETH', 'USDC'] : ['USDC', 'ETH'];
    const pooled = { ETH: '12,3457', USDC: '37.037' };
    expect([item?.pooledA, item?.pooledB]).toEqual([pooled[a as 'ETH'], pooled[b as 'USDC']]);
    expect(item?.share).toBe('12,35%');
  });

  it("takes the pair card's logo colour once known", () => {
    const colors = (token: Token) => (token.equals(USDC) ? '#2775ca' : undefined);
    expect(migrateItem(holding(E18), 'Uniswap V2', 'en', colors)?.accentColor).toBe('#2775ca');
    expect(migrateItem(holding(E18), 'Uniswap V2')).not.toHaveProperty('accentColor');
  });

  it('shows <0.01% for a tiny share and no card without wallet LP', () => {
    expect(migrateItem(holding(E18 / 100n), 'Uniswap V2')?.share).toBe('<0.01%');
    expect(migrateItem(holding(0n, E18), 'Uniswap V2')).toBeNull();
  });

  it('waits for both exchanges and lists Uniswap before Sushi', () => {
    const ready = (h: V2Holding[]) => ({ status: 'ready', holdings: h }) as const;
    expect(
      migrateListState([
        { state: ready([holding(E18)]), name: 'Uniswap V2' },
        { state: { status: 'loading' }, name: 'SushiSwap' },
      ]),
    ).toEqual({ status: 'loading' });
    expect(
      migrateListState([
        { state: { status: 'disconnected' }, name: 'Uniswap V2' },
        { state: { status: 'disconnected' }, name: 'SushiSwap' },
      ]),
    ).toEqual({ status: 'disconnected' });
    const both = migrateListState([
      { state: ready([holding(E18)]), name: 'Uniswap V2' },
      { state: ready([holding(2n * E18), holding(0n)]), name: 'SushiSwap' },
    ]);
    expect(both.status === 'ready' && both.pairs.map((p) => p.exchange)).toEqual([
      'Uniswap V2',
      'SushiSwap',
    ]);
  });
});

describe('migrateListView', () => {
  it("names each exchange's cards, links Import to /find and keeps the list's states", () => {
    const t = (key: string) => key;
    const onConnect = () => {};
    const view = migrateListView(t, {
      holdings: [
        { exchange: 'uniswapV2', state: { status: 'ready', holdings: [holding(E18)] } },
        { exchange: 'sushiswap', state: { status: 'ready', holdings: [holding(E18)] } },
      ],
      locale: 'en',
      colorOf: () => undefined,
      onConnect,
    });
    expect(view).toMatchObject({ onConnect, importHref: '/find?origin=/migrate/v2' });
    expect(view.labels.title).toBe('migrateV2.title');
    const ready = view.state.status === 'ready' ? view.state.pairs : [];
    expect(ready.map((item) => item.exchange)).toEqual(['migrateV2.uniswap', 'migrateV2.sushi']);
    const loading = migrateListView(t, {
      holdings: [{ exchange: 'uniswapV2', state: { status: 'loading' } }],
      locale: 'en',
      colorOf: () => undefined,
      onConnect,
    });
    expect(loading.state).toEqual({ status: 'loading' });
  });
});
