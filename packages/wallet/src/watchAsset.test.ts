import { describe, expect, it } from 'vitest';
import { watchAssetRequest } from './watchAsset';

const UNI = { address: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', symbol: 'UNI', decimals: 18 };

describe('watchAssetRequest', () => {
  it('asks for an ERC-20 with its address, symbol, decimals and logo', () => {
    expect(watchAssetRequest(UNI, 'https://logo.test/uni.png')).toEqual({
      method: 'wallet_watchAsset',
      params: {
        type: 'ERC20',
        options: { ...UNI, image: 'https://logo.test/uni.png' },
      },
    });
  });

  it('leaves out a missing logo and writes a missing symbol as empty', () => {
    const { symbol: _symbol, ...nameless } = UNI;
    expect(watchAssetRequest(nameless, undefined).params.options).toEqual({
      address: UNI.address,
      symbol: '',
      decimals: 18,
    });
  });
});
