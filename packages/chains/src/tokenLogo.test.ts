import { describe, expect, it } from 'vitest';
import { getTokenLogoUrl } from './tokenLogo';

const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';

describe('getTokenLogoUrl', () => {
  it('points at the asset repository by checksummed address on mainnet', () => {
    expect(getTokenLogoUrl(1, DAI)).toBe(
      `https://raw.githubusercontent.com/trustwallet/assets/master/blockchains/ethereum/assets/${DAI}/logo.png`,
    );
  });

  it('keeps the address case as given (the repository is case-sensitive)', () => {
    expect(getTokenLogoUrl(1, DAI)).toContain('/0x6B175474E89094C44Da98b954EedeAC495271d0F/');
  });

  it.each([3, 4, 5, 42, 11155111, 31337, 137])('is null on chain %i', (chainId) => {
    expect(getTokenLogoUrl(chainId, DAI)).toBeNull();
  });

  it.each(['', 'DAI', '0x6B17', `${DAI}00`, '6B175474E89094C44Da98b954EedeAC495271d0F00'])(
    'is null for the malformed address %j',
    (address) => {
      expect(getTokenLogoUrl(1, address)).toBeNull();
    },
  );
});
