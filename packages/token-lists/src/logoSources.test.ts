import { describe, expect, it } from 'vitest';
import { listUrlCandidates } from './listUrl';
import { logoUriToHttp, tokenLogoUrls } from './logoSources';

const gateways = { ipfs: ['https://a.test/ipfs/', 'https://b.test/ipfs/'], ipns: [] };
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
/** This machine, for the tests: localhost and 127.0.0.0/8 and ::1. */
const isLoopback = (url: string) => /^https?:\/\/(localhost|127\.[\d.]+|\[::1\])(:|\/)/.test(url);
const publicChain = { allowLoopback: false, isLoopback };

describe('token logo URLs', () => {
  it('uses https as is, upgrades http to https only, and ipfs through each gateway', () => {
    expect(logoUriToHttp('https://x.test/l.png', gateways, publicChain)).toEqual([
      'https://x.test/l.png',
    ]);
    expect(logoUriToHttp('http://x.test/l.png', gateways, publicChain)).toEqual([
      'https://x.test/l.png',
    ]);
    expect(logoUriToHttp('ipfs://QmHash/logo.png', gateways, publicChain)).toEqual([
      'https://a.test/ipfs/QmHash/logo.png',
      'https://b.test/ipfs/QmHash/logo.png',
    ]);
  });

  it('joins ipfs logos to gateways written without a trailing slash, as list URLs are', () => {
    const bare = { ipfs: ['https://a.test/ipfs', 'https://b.test/ipfs/'], ipns: [] };
    expect(logoUriToHttp('ipfs://QmHash/logo.png', bare, publicChain)).toEqual([
      'https://a.test/ipfs/QmHash/logo.png',
      'https://b.test/ipfs/QmHash/logo.png',
    ]);
    expect(listUrlCandidates('ipfs://QmHash/logo.png', bare)).toEqual(
      logoUriToHttp('ipfs://QmHash/logo.png', bare, publicChain),
    );
  });

  it('ignores every other scheme (no javascript:, data: or file: from an untrusted list)', () => {
    expect(logoUriToHttp('javascript:alert(1)', gateways, publicChain)).toEqual([]);
    expect(
      logoUriToHttp('data:image/svg+xml,<svg onload=alert(1)>', gateways, publicChain),
    ).toEqual([]);
    expect(logoUriToHttp('file:///etc/passwd', gateways, publicChain)).toEqual([]);
    expect(logoUriToHttp('https://', gateways, publicChain)).toEqual([]);
  });

  it('never points the browser at this machine from a list, except on the devnet', () => {
    for (const uri of [
      'http://127.0.0.1:8080/admin?reboot=1',
      'https://localhost/logo.png',
      'http://[::1]/logo.png',
    ]) {
      expect(logoUriToHttp(uri, gateways, publicChain), uri).toEqual([]);
    }
    expect(
      logoUriToHttp('http://127.0.0.1:8546/logo.png', gateways, {
        allowLoopback: true,
        isLoopback,
      }),
    ).toEqual(['https://127.0.0.1:8546/logo.png', 'http://127.0.0.1:8546/logo.png']);
  });

  it('falls back to the asset repository by checksummed address on mainnet only', () => {
    expect(
      tokenLogoUrls({ chainId: 1, address: DAI.toLowerCase() }, gateways, publicChain),
    ).toEqual([
      `https://raw.githubusercontent.com/Uniswap/assets/master/blockchains/ethereum/assets/${DAI}/logo.png`,
    ]);
    expect(
      tokenLogoUrls(
        { chainId: 31337, address: DAI, logoURI: 'https://x.test/l.png' },
        gateways,
        publicChain,
      ),
    ).toEqual(['https://x.test/l.png']);
  });
});
