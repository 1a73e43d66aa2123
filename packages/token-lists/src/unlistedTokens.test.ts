import { describe, expect, it } from 'vitest';
import { idsNamingNoToken, urlTokensCheck } from './unlistedTokens';

const token = (address: string, symbol: string) => ({ isToken: true as const, address, symbol });
const ETHER = { isToken: false as const, symbol: 'ETH' };
const USDC = token('0x5FbDB2315678afecb367f032d93F642f64180aa3', 'USDC');
// An unlisted token may call itself anything: the warning is what tells the two apart.
const FAKE = token('0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', 'USDC');
const listed = new Set([USDC.address]);

describe('urlTokensCheck (the token warning)', () => {
  it('names a URL token on no active list and not imported, whatever symbol it reads', () => {
    expect(urlTokensCheck([ETHER, FAKE], listed, true)).toEqual({
      status: 'unknown',
      tokens: [FAKE],
    });
  });

  it('is known for listed tokens, the native coin, or ids that name no currency yet', () => {
    expect(urlTokensCheck([ETHER, USDC, null, undefined], listed, true)).toEqual({
      status: 'known',
    });
  });

  it('is still checking for an unlisted token while the lists load: neither usable nor warned', () => {
    expect(urlTokensCheck([ETHER, FAKE], listed, false)).toEqual({ status: 'checking' });
  });

  it('is known at once for a token already on a loaded list, even while others load', () => {
    expect(urlTokensCheck([ETHER, USDC], listed, false)).toEqual({ status: 'known' });
  });

  it('names both sides when neither is listed', () => {
    expect(urlTokensCheck([FAKE, USDC], new Set<string>(), true)).toEqual({
      status: 'unknown',
      tokens: [FAKE, USDC],
    });
  });
});

describe('idsNamingNoToken', () => {
  const address = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
  const other = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';

  it('names an address whose lookup found no token on this chain', () => {
    expect(idsNamingNoToken([address, ''], [null, null], [null, null])).toEqual([address]);
  });

  it('leaves out what is still loading, found, unusable by its metadata, the native coin or no id', () => {
    const token = { isToken: true as const, address: other };
    expect(
      idsNamingNoToken(
        [address, other, address, 'ETH', ''],
        [undefined, token, null, { isToken: false }, null],
        [null, null, { reason: 'decimals' }, null, null],
      ),
    ).toEqual([]);
  });
});
