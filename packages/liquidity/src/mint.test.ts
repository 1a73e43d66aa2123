import { CurrencyAmount, Ether, Percent, Token } from '@uniswap/sdk-core';
import {
  encodeSqrtRatioX96,
  FeeAmount,
  NonfungiblePositionManager,
  Pool,
  Position,
  TickMath,
} from '@uniswap/v3-sdk';
import { describe, expect, it } from 'vitest';
import { addLiquidityCall, addLiquidityError, addLiquidityErrorText } from './mint';
import { PoolState } from './pools';

const MANAGER = '0xC36442b4a4522E871399CD717aBDD847Ab11FE88';
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH');
const ETH = Ether.onChain(1);
const sqrt = encodeSqrtRatioX96((10n ** 18n).toString(), '2000000000');
const pool = new Pool(
  USDC,
  WETH,
  FeeAmount.MEDIUM,
  sqrt,
  '1000000',
  TickMath.getTickAtSqrtRatio(sqrt),
);
const t = Math.floor(pool.tickCurrent / 60) * 60;
const position = Position.fromAmounts({
  pool,
  tickLower: t - 600,
  tickUpper: t + 600,
  amount0: '2000000000',
  amount1: (10n ** 18n).toString(),
  useFullPrecision: true,
});
const PERMIT = {
  v: 27 as const,
  r: `0x${'11'.repeat(32)}`,
  s: `0x${'22'.repeat(32)}`,
  amount: '5',
  deadline: '99',
};

describe('addLiquidityCall', () => {
  const base = {
    positionManager: MANAGER,
    slippageBips: 50,
    deadline: 1_800_000_000n,
    recipient: RECIPIENT,
  };
  const sdkOptions = { slippageTolerance: new Percent(50, 10_000), deadline: '1800000000' };

  it.each([
    ['a mint into an existing pool', {}, { recipient: RECIPIENT, createPool: false }],
    ['a mint creating the pool', { createPool: true }, { recipient: RECIPIENT, createPool: true }],
    ['an increase of a position', { tokenId: 42n }, { tokenId: '42' }],
    [
      'a mint paying in ETH',
      { useNative: ETH },
      { recipient: RECIPIENT, createPool: false, useNative: ETH },
    ],
    [
      'a mint with a permit',
      { token0Permit: PERMIT },
      { recipient: RECIPIENT, createPool: false, token0Permit: PERMIT },
    ],
    ['an increase in ETH', { tokenId: 7n, useNative: ETH }, { tokenId: '7', useNative: ETH }],
  ] as const)('%s: the SDK calldata and value', (_name, options, sdkExtra) => {
    const call = addLiquidityCall(position, { ...base, ...options });
    const sdk = NonfungiblePositionManager.addCallParameters(position, {
      ...sdkOptions,
      ...sdkExtra,
    });
    expect(call.callData).toBe(sdk.calldata);
    expect(call.address).toBe(MANAGER);
    expect(call.value ?? 0n).toBe(BigInt(sdk.value));
  });

  it('sends the native side as value', () => {
    const call = addLiquidityCall(position, { ...base, useNative: ETH });
    expect(call.value).toBe(BigInt(position.mintAmounts.amount1.toString()));
    expect(addLiquidityCall(position, base).value).toBeUndefined();
  });
});

describe('addLiquidityError', () => {
  const usdc = (raw: string) => CurrencyAmount.fromRawAmount(USDC, raw);
  const weth = (raw: string) => CurrencyAmount.fromRawAmount(WETH, raw);
  const ready = {
    account: RECIPIENT,
    poolState: PoolState.EXISTS,
    amountA: usdc('100'),
    amountB: weth('100'),
    depositADisabled: false,
    depositBDisabled: false,
    balanceA: usdc('100'),
    balanceB: weth('1000'),
  };
  it.each([
    [
      'no wallet (before everything)',
      { account: null, poolState: PoolState.INVALID },
      'Connect Wallet',
    ],
    ['an invalid pair', { poolState: PoolState.INVALID, amountA: undefined }, 'Invalid pair'],
    ['no amounts', { amountA: undefined, amountB: undefined }, 'Enter an amount'],
    ['one unlocked side missing', { amountB: undefined }, 'Enter an amount'],
    ['a short balance', { balanceB: weth('99') }, 'Insufficient WETH balance'],
    [
      'a locked side and the other short',
      { amountB: undefined, depositBDisabled: true, balanceA: usdc('1') },
      'Insufficient USDC balance',
    ],
  ] as const)('%s', (_name, change, text) => {
    const error = addLiquidityError({ ...ready, ...change });
    expect(error && addLiquidityErrorText(error)).toBe(text);
  });
  it('none when the amounts can be added, also single-sided and for a new pool', () => {
    expect(addLiquidityError(ready)).toBeNull();
    expect(addLiquidityError({ ...ready, amountB: undefined, depositBDisabled: true })).toBeNull();
    expect(addLiquidityError({ ...ready, poolState: PoolState.NOT_EXISTS })).toBeNull();
  });
});
