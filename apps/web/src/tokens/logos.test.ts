import { describe, expect, it } from 'vitest';
import { tokenLogoSources, uriToHttp } from './logos';

const gateways = { ipfs: ['https://a.test/ipfs/', 'https://b.test/ipfs/'], ipns: [] };
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';

describe('token logos', () => {
  it('uses http(s) as is (http upgraded first) and ipfs through each gateway', () => {
    expect(uriToHttp('https://x.test/l.png', gateways)).toEqual(['https://x.test/l.png']);
    expect(uriToHttp('http://x.test/l.png', gateways)).toEqual([
      'https://x.test/l.png',
      'http://x.test/l.png',
    ]);
    expect(uriToHttp('ipfs://QmHash/logo.png', gateways)).toEqual([
      'https://a.test/ipfs/QmHash/logo.png',
      'https://b.test/ipfs/QmHash/logo.png',
    ]);
  });

  it('ignores every other scheme (no javascript:, data: or file: from an untrusted list)', () => {
    expect(uriToHttp('javascript:alert(1)', gateways)).toEqual([]);
    expect(uriToHttp('data:image/svg+xml,<svg onload=alert(1)>', gateways)).toEqual([]);
    expect(uriToHttp('file:///etc/passwd', gateways)).toEqual([]);
  });

  it('falls back to the asset repository by checksummed address on mainnet', () => {
    expect(tokenLogoSources({ chainId: 1, address: DAI.toLowerCase() }, gateways)).toEqual([
      `https://raw.githubusercontent.com/Uniswap/assets/master/blockchains/ethereum/assets/${DAI}/logo.png`,
    ]);
    expect(
      tokenLogoSources({ chainId: 31337, address: DAI, logoURI: 'https://x.test/l.png' }, gateways),
    ).toEqual(['https://x.test/l.png']);
  });
});
