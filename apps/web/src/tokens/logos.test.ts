import { describe, expect, it } from 'vitest';
import { loopbackLogosAllowed, tokenLogoSources } from './logos';

const gateways = { ipfs: ['https://a.test/ipfs/', 'https://b.test/ipfs/'], ipns: [] };
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';

describe('token logos in this build', () => {
  it('never points the browser at this machine from a list, except for devnet tokens', () => {
    expect(
      tokenLogoSources({ chainId: 1, address: DAI, logoURI: 'http://localhost/l.png' }, gateways),
    ).toEqual([
      `https://raw.githubusercontent.com/Uniswap/assets/master/blockchains/ethereum/assets/${DAI}/logo.png`,
    ]);
    expect(
      tokenLogoSources(
        { chainId: 31337, address: DAI, logoURI: 'http://localhost:8546/l.png' },
        gateways,
      ),
    ).toEqual(['https://localhost:8546/l.png', 'http://localhost:8546/l.png']);
  });

  it('loads no logo from this machine in a production build, not even for a devnet token', () => {
    expect(loopbackLogosAllowed(31337, 'devnet')).toBe(true);
    expect(loopbackLogosAllowed(31337, 'production')).toBe(false);
    expect(loopbackLogosAllowed(1, 'devnet')).toBe(false);
    const devnetToken = { chainId: 31337, address: DAI, logoURI: 'http://localhost:8546/l.png' };
    expect(tokenLogoSources(devnetToken, gateways, 'production')).toEqual([]);
    expect(tokenLogoSources(devnetToken, gateways, 'devnet')).toEqual([
      'https://localhost:8546/l.png',
      'http://localhost:8546/l.png',
    ]);
    // Public logos are the same in both builds.
    expect(
      tokenLogoSources({ ...devnetToken, logoURI: 'https://x.test/l.png' }, gateways, 'production'),
    ).toEqual(['https://x.test/l.png']);
  });

  it('loads no list logo from this machine however its host is spelled', () => {
    // "localhost." is localhost to browsers; ::ffff:127.0.0.1 is 127.0.0.1 over IPv6.
    for (const logoURI of [
      'https://localhost./l.png',
      'https://api.localhost./l.png',
      'https://[::ffff:127.0.0.1]/l.png',
      'https://[::ffff:7f00:1]:8545/l.png',
      'https://[::ffff:0.0.0.0]/l.png',
      'https://[::]/l.png',
    ]) {
      expect(tokenLogoSources({ chainId: 10, address: DAI, logoURI }, gateways), logoURI).toEqual(
        [],
      );
    }
    expect(
      tokenLogoSources(
        { chainId: 10, address: DAI, logoURI: 'https://[::ffff:8.8.8.8]/l.png' },
        gateways,
      ),
    ).toEqual(['https://[::ffff:808:808]/l.png']);
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
