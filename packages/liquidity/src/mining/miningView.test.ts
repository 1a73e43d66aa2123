import { createTranslator } from '@dex/primitives';
import { CurrencyAmount, Token } from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';
import { describe, expect, it } from 'vitest';
import {
  countdownText,
  type MiningViewMessage,
  miningPoolItem,
  miningPoolView,
} from './miningView';
import type { MiningPool } from './pools';
import { REWARDS_DURATION_SECONDS, type StakingInfo } from './staking';

// The app's English and German texts for these messages.
const en = {
  'mining.beginsIn': 'Rewards begin in {time}',
  'mining.endsIn': 'Rewards end in {time}',
  'mining.ended': 'Rewards have ended!',
  'mining.perWeek': '{amount} {symbol} / week',
  'mining.poolTitle': '{pair} liquidity mining',
  'mining.lpSymbol': 'UNI-V2',
};
const de = { ...en, 'mining.endsIn': 'Belohnungen enden in {time}' };
const t = createTranslator<MiningViewMessage>(en, en);
const WETH = new Token(
  1,
  '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  18,
  'WETH',
  'Wrapped Ether',
);
const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI', 'Dai');
const UNI = new Token(1, '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', 18, 'UNI', 'Uniswap');
const e18 = 10n ** 18n;
const pair = new Pair(
  CurrencyAmount.fromRawAmount(WETH, (10n * e18).toString()),
  CurrencyAmount.fromRawAmount(DAI, (20_000n * e18).toString()),
);
const lp = pair.liquidityToken;
const END = 1_800_000_000;

function pool(staked: bigint, ratePerSecond: bigint, finish: number, active: boolean): MiningPool {
  const lpAmount = (raw: bigint) => CurrencyAmount.fromRawAmount(lp, raw.toString());
  const uni = (raw: bigint) => CurrencyAmount.fromRawAmount(UNI, raw.toString());
  const info: StakingInfo = {
    stakingRewardAddress: `0x${(ratePerSecond + staked).toString(16).padStart(40, '0')}`,
    tokens: [WETH, DAI],
    stakedAmount: lpAmount(staked),
    earnedAmount: uni(0n),
    totalStakedAmount: lpAmount(50n * e18),
    rewardRate: uni(0n),
    totalRewardRate: uni(ratePerSecond),
    active,
    periodFinish: new Date(finish * 1000),
  };
  return { info, pair, lpTotalSupply: 100n * e18 };
}

describe('mining overview text', () => {
  it('says when rewards begin, end or have ended on the chain clock', () => {
    const finish = new Date(END * 1000);
    const begin = END - REWARDS_DURATION_SECONDS;
    expect(countdownText(finish, begin - 65, t)).toBe('Rewards begin in 1 min, 5 sec');
    expect(countdownText(finish, END - 1, t)).toBe('Rewards end in 1 sec');
    expect(countdownText(finish, END, t)).toBe('Rewards have ended!');
  });

  it('writes the countdown in the reader’s language', () => {
    const finish = new Date(END * 1000);
    const german = createTranslator<MiningViewMessage>(de, en, 'de');
    expect(countdownText(finish, END - 2 * 86_400 - 65, german, 'de')).toBe(
      `${de['mining.endsIn'].replace('{time}', '')}2 Tg., 0 Std., 1 Min. und 5 Sek.`,
    );
  });

  it('shows an active pool with its TVL in ETH, weekly rate and Manage link', () => {
    const item = miningPoolItem(pool(e18, e18 / 10n, END, true), END - 3600, t);
    expect(item.pair).toBe('DAI/ETH');
    expect(item.countdown).toBe('Rewards end in 1 hr, 0 min, 0 sec');
    // Half the LP staked: half of both sides, i.e. the whole WETH reserve's worth.
    expect(item.totalDeposited).toBe('10 ETH');
    expect(item.poolRate).toBe('60480 UNI / week');
    expect(item.href).toBe('/uni/0x6B175474E89094C44Da98b954EedeAC495271d0F/ETH');
    expect(item.hasStake).toBe(true);
  });

  it("takes the colour of DAI's logo (not WETH's) once known", () => {
    const logos = new Map([
      [WETH.address, '#627eea'],
      [DAI.address, '#f5ac37'],
    ]);
    const colors = (token: Token) => logos.get(token.address);
    expect(miningPoolItem(pool(e18, e18, END, true), END - 10, t, 'en', colors).accentColor).toBe(
      '#f5ac37',
    );
    expect(miningPoolItem(pool(e18, e18, END, true), END - 10, t).accentColor).toBeUndefined();
  });

  it('pays nothing once ended and offers Deposit without a stake', () => {
    const item = miningPoolItem(pool(0n, e18, END, false), END + 10, t);
    expect(item.countdown).toBe('Rewards have ended!');
    expect(item.poolRate).toBe('0 UNI / week');
    expect(item.hasStake).toBe(false);
  });

  it("shows the account's deposit and rewards, and step 1 only without stake or LP", () => {
    const staked = pool(e18, e18 / 10n, END, true);
    const withStake = miningPoolView(staked, END - 10, { lpBalance: 0n }, t);
    expect(withStake.title).toBe('DAI/ETH liquidity mining');
    expect(withStake.totalDeposits).toBe('10 ETH');
    expect(withStake.yourDeposit).toBe('1 UNI-V2');
    // Exact: the page's counter shows it with 4 decimals, cut rather than rounded up.
    expect(withStake.unclaimed).toBe('0');
    // Numbers in the reader's locale: 60480 UNI a week is "60.480" in German.
    expect(miningPoolView(staked, END - 10, { lpBalance: 0n }, t, 'de').poolRate).toContain(
      '60.480',
    );
    expect(withStake.addHref).toBeUndefined();

    const empty = pool(0n, e18 / 10n, END, true);
    expect(miningPoolView(empty, END - 10, { lpBalance: 0n }, t).addHref).toBe(
      '/add/0x6B175474E89094C44Da98b954EedeAC495271d0F/ETH',
    );
    // LP tokens in the wallet, still unread, or no account: no step 1.
    expect(miningPoolView(empty, END - 10, { lpBalance: 5n }, t).addHref).toBeUndefined();
    expect(miningPoolView(empty, END - 10, { lpBalance: undefined }, t).addHref).toBeUndefined();
    const noAccount = miningPoolView(empty, END - 10, undefined, t);
    expect(noAccount.addHref).toBeUndefined();
    expect(noAccount.yourDeposit).toBeUndefined();
    expect(noAccount.unclaimed).toBeUndefined();
  });
});
