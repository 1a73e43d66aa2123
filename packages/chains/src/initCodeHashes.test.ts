import { INIT_CODE_HASH as V2_INIT_CODE_HASH } from '@uniswap/v2-sdk';
import { POOL_INIT_CODE_HASH as V3_POOL_INIT_CODE_HASH } from '@uniswap/v3-sdk';
import { AbiCoder, getCreate2Address, keccak256, solidityPackedKeccak256 } from 'ethers';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_CHAIN_IDS } from './chainIds';
import { CHAINS, getFactory } from './registry';
import type { FactoryDeployment } from './types';

const CHAINS_WITH_V2 = SUPPORTED_CHAIN_IDS.filter((id) => CHAINS[id].factories.uniswapV2);
const CHAINS_WITH_V3 = SUPPORTED_CHAIN_IDS.filter((id) => CHAINS[id].factories.uniswapV3);

describe('factory init code hashes', () => {
  it('covers every chain', () => {
    expect(CHAINS_WITH_V2).toEqual(SUPPORTED_CHAIN_IDS);
    expect(CHAINS_WITH_V3).toEqual(SUPPORTED_CHAIN_IDS);
  });

  it.each(CHAINS_WITH_V2)('chain %i: Uniswap V2 matches @uniswap/v2-sdk', (id) => {
    expect(getFactory(id, 'uniswapV2')?.initCodeHash).toBe(V2_INIT_CODE_HASH);
  });

  it.each(CHAINS_WITH_V3)('chain %i: Uniswap V3 matches @uniswap/v3-sdk', (id) => {
    expect(getFactory(id, 'uniswapV3')?.initCodeHash).toBe(V3_POOL_INIT_CODE_HASH);
  });

  it('keeps SushiSwap mainnet on its own pair bytecode hash', () => {
    const sushi = getFactory(1, 'sushiswap');
    expect(sushi?.address).toBe('0xC0AEe478e3658e2610c5F7A4A2E1777cE9e4f2Ac');
    expect(sushi?.initCodeHash).toBe(
      '0xe18a34eb0e04b04f7a0ac29a6e80748dca96319b42c54d679cb821dca90c6303',
    );
    expect(sushi?.initCodeHash).not.toBe(V2_INIT_CODE_HASH);
  });

  it("gives the devnet's Sushi stand-in Uniswap's pair hash", () => {
    expect(getFactory(31337, 'sushiswap')?.initCodeHash).toBe(V2_INIT_CODE_HASH);
  });
});

// Well-known mainnet pools: if factory address or hash were wrong, the derived address would be too.
describe('factory entries derive real mainnet pool addresses', () => {
  const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
  const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';

  function v2PairAddress(factory: FactoryDeployment | undefined, tokenA: string, tokenB: string) {
    if (!factory) throw new Error('no factory');
    const [token0, token1] =
      tokenA.toLowerCase() < tokenB.toLowerCase() ? [tokenA, tokenB] : [tokenB, tokenA];
    const salt = solidityPackedKeccak256(['address', 'address'], [token0, token1]);
    return getCreate2Address(factory.address, salt, factory.initCodeHash);
  }

  it('Uniswap V2 USDC/WETH', () => {
    expect(v2PairAddress(getFactory(1, 'uniswapV2'), USDC, WETH)).toBe(
      '0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc',
    );
  });

  it('SushiSwap USDC/WETH', () => {
    expect(v2PairAddress(getFactory(1, 'sushiswap'), USDC, WETH)).toBe(
      '0x397FF1542f962076d0BFE58eA045FfA2d347ACa0',
    );
  });

  it('Uniswap V3 USDC/WETH 0.05%', () => {
    const factory = getFactory(1, 'uniswapV3');
    if (!factory) throw new Error('no factory');
    const salt = keccak256(
      AbiCoder.defaultAbiCoder().encode(['address', 'address', 'uint24'], [USDC, WETH, 500]),
    );
    expect(getCreate2Address(factory.address, salt, factory.initCodeHash)).toBe(
      '0x88e6A0c2dDD26FEEb64F039a2c41296FcB3f5640',
    );
  });
});
