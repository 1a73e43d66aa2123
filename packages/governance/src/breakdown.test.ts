import { describe, expect, it } from 'vitest';
import { claimBreakdownRows, uniBreakdownRows } from './breakdown';

const UNI = 10n ** 18n;

describe('uniBreakdownRows', () => {
  it('writes the balance to 2 decimals, the unclaimed amount to 4 (cut, not rounded) and the supplies whole', () => {
    const amounts = {
      balance: (12_345n * UNI) / 1000n,
      unclaimed: (123_456_789n * UNI) / 100_000_000n,
      circulating: 1_000_000n * UNI,
      totalSupply: 1_000_000_000n * UNI,
    };
    expect(uniBreakdownRows(amounts, 'en').map(({ name, value }) => [name, value])).toEqual([
      ['balance', '12.34'],
      ['unclaimed', '1.2345'],
      ['circulating', '1,000,000'],
      ['totalSupply', '1,000,000,000'],
    ]);
  });

  it('shows only the amounts that are known, written for the locale', () => {
    const rows = uniBreakdownRows({ unclaimed: 0n, totalSupply: 1234n * UNI }, 'de');
    expect(rows).toEqual([
      { name: 'unclaimed', amount: 0n, value: '0,0000' },
      { name: 'totalSupply', amount: 1234n * UNI, value: '1.234' },
    ]);
  });
});

describe('claimBreakdownRows', () => {
  it('lists the liquidity, user and SOCKS parts a claim has, in whole tokens for the locale', () => {
    const flags = { isSOCKS: true, isLP: true, isUser: true };
    expect(claimBreakdownRows(1_500n * UNI, flags, 'de')).toEqual([
      { name: 'liquidity', value: '100' },
      { name: 'user', value: '400' },
      { name: 'socks', value: '1.000' },
    ]);
  });

  it('leaves out the parts the claim does not have', () => {
    const flags = { isSOCKS: false, isLP: false, isUser: true };
    expect(claimBreakdownRows(400n * UNI, flags, 'en')).toEqual([{ name: 'user', value: '400' }]);
  });
});
