import { describe, expect, it } from 'vitest';
import { importableToken, manageTokensChecks, unusableDecimalsOf } from './manageTokensView';
import { InvalidTokenDecimalsError } from './tokenDecimals';

const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
const unusable = {
  isUnusable: true as const,
  chainId: 1,
  address: DAI,
  symbol: 'BAD',
  name: 'Bad',
  error: new InvalidTokenDecimalsError(DAI, 255),
};
const t = (key: string, values?: Readonly<Record<string, string | number>>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;

describe('typed tokens', () => {
  it('names the decimals that make a token unusable', () => {
    expect(unusableDecimalsOf(unusable)).toEqual({ decimals: 255, max: 254 });
    expect(unusableDecimalsOf({ address: DAI, symbol: 'DAI' })).toBeNull();
    expect(unusableDecimalsOf(null)).toBeNull();
  });

  it('offers a usable token for import, never an unusable one', () => {
    const token = { address: DAI, symbol: undefined };
    expect(importableToken(token)).toEqual({ token, symbol: '' });
    expect(importableToken(unusable)).toBeNull();
    expect(importableToken(null)).toBeNull();
  });
});

describe('manageTokensChecks', () => {
  const checks = manageTokensChecks(t, {
    gateways: { ipfs: ['https://ipfs.example/ipfs/'], ipns: ['https://ipfs.example/ipns/'] },
    mayFetch: (url) => !url.startsWith('https://blocked.example'),
    reason: (error) => `because ${String(error)}`,
  });

  it('refuses a typed token that is no address, but not an empty field', () => {
    expect(checks.tokenAddressError('0x12')).toBe('tokens.invalidToken');
    expect(checks.tokenAddressError(DAI)).toBeNull();
    expect(checks.tokenAddressError('  ')).toBeNull();
  });

  it('refuses a location that is no list, or one on a host the site may not fetch', () => {
    expect(checks.locationError('not a list')).toBe('tokens.invalidList');
    expect(checks.locationError('https://lists.example/l.json')).toBeNull();
    expect(checks.hostError('https://blocked.example/l.json')).toBe(
      'tokens.listHostBlocked {"host":"blocked.example"}',
    );
    expect(checks.hostError('https://lists.example/l.json')).toBeNull();
  });

  it('words a failed import with its reason', () => {
    expect(checks.importFailure('timeout')).toBe(
      'tokens.importListError {"reason":"because timeout"}',
    );
  });
});
