import { describe, expect, it } from 'vitest';
import { DAI, END, e18, miningPool as pool, WETH } from './miningPool.testing';
import { miningCountdown, miningPoolSummary } from './poolSummary';
import { REWARDS_DURATION_SECONDS } from './staking';

describe('miningCountdown', () => {
  it('says which phase the rewards are in on the chain clock and how long is left', () => {
    const finish = new Date(END * 1000);
    const begin = END - REWARDS_DURATION_SECONDS;
    expect(miningCountdown(finish, begin - 65)).toEqual({
      phase: 'upcoming',
      time: '1 min, 5 sec',
    });
    expect(miningCountdown(finish, END - 1)).toEqual({ phase: 'active', time: '1 sec' });
    expect(miningCountdown(finish, END).phase).toBe('ended');
    expect(miningCountdown(finish, END - 2 * 86_400 - 65, 'de').time).toBe(
      '2 Tg., 0 Std., 1 Min. und 5 Sek.',
    );
  });
});

describe('miningPoolSummary', () => {
  it('gives an active pool its TVL in ETH, weekly rate, link and stake, in the pair’s order', () => {
    const summary = miningPoolSummary(pool(e18, e18 / 10n, true), END - 3600);
    expect(summary.tokens).toEqual([DAI, WETH]);
    expect(summary.pair).toBe('DAI/ETH');
    expect(summary.countdown?.phase).toBe('active');
    // Half the LP staked: half of both sides, i.e. the whole WETH reserve's worth.
    expect(summary.totalDeposited).toBe('10 ETH');
    expect(summary.weeklyRate).toEqual({ amount: '60480', symbol: 'UNI' });
    expect(summary.href).toBe('/uni/0x6B175474E89094C44Da98b954EedeAC495271d0F/ETH');
    expect(summary.hasStake).toBe(true);
    expect(miningPoolSummary(pool(e18, e18 / 10n, true), END - 3600, 'de').weeklyRate.amount).toBe(
      '60.480',
    );
  });

  it('pays nothing once ended, by the chain clock even before the contract says so', () => {
    const summary = miningPoolSummary(pool(0n, e18, true), END + 10);
    expect(summary.countdown?.phase).toBe('ended');
    expect(summary.weeklyRate.amount).toBe('0');
    expect(summary.hasStake).toBe(false);
  });

  it('has no countdown until the chain time is known, and trusts the contract meanwhile', () => {
    const summary = miningPoolSummary(pool(0n, e18 / 10n, true), undefined);
    expect(summary.countdown).toBeUndefined();
    expect(summary.weeklyRate.amount).toBe('60480');
    expect(miningPoolSummary(pool(0n, e18, false), undefined).weeklyRate.amount).toBe('0');
  });

  it('shows "-" while the pair’s reserves are unknown', () => {
    expect(miningPoolSummary({ ...pool(e18, e18, true), pair: null }, END).totalDeposited).toBe(
      '-',
    );
  });
});
