// Against the devnet's real NonfungiblePositionManager and pools: what this package builds is sent
// as a wallet would send it, and judged by chain state (the position's liquidity, the pool's price,
// the account's balances), for a mint paying in ETH, a new pool at a starting price, an increase
// and a single-sided deposit outside the range.

import { approveCalls } from '@dex/approvals';
import { getNativeCurrency } from '@dex/currency';
import { type Devnet, startDevnet } from '@dex-tooling/devnet';
import { CurrencyAmount, Token } from '@uniswap/sdk-core';
import type { Position } from '@uniswap/v3-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeDeposit, MintField, startingPricePool } from './deposit';
import { type AddLiquidityCallOptions, addLiquidityCall } from './mint';
import {
  decodePosition,
  decodePositionCount,
  decodePositionId,
  positionCall,
  positionCountCall,
  positionIdCalls,
} from './positions';
import { devnetHelpers } from './positionsDevnet.testing';
import { computeRange } from './range';

let devnet: Devnet;
let account: string;
let manager: string;
let token: (key: 'WETH' | 'USDC' | 'DAI' | 'USDT') => Token;
// Reads and sends as account #0, pools by pair and fee (shared with the other devnet tests).
let read: ReturnType<typeof devnetHelpers>['read'];
let send: ReturnType<typeof devnetHelpers>['send'];
let loadPool: ReturnType<typeof devnetHelpers>['loadPool'];
const balanceOf = (address: string) => devnetHelpers(devnet).balanceOf(address);

/**
 * The manager recomputes liquidity from the amounts the SDK derived from it (rounded up), so the
 * minted liquidity may differ from the SDK's by a unit of rounding.
 */
function expectLiquidity(actual: bigint | undefined, expected: { toString(): string }) {
  const diff = (actual ?? 0n) - BigInt(expected.toString());
  expect(diff >= -1n && diff <= 1n, `liquidity ${actual} vs ${expected.toString()}`).toBe(true);
}

/** Sends the add for `position` as account #0, 0.5% slippage, deadline 20 min on the chain's clock. */
async function add(position: Position, options: Partial<AddLiquidityCallOptions> = {}) {
  const { timestamp } = await devnet.client.latestBlock();
  await send(
    addLiquidityCall(position, {
      positionManager: manager,
      slippageBips: 50,
      deadline: BigInt(timestamp + 1200),
      recipient: account,
      ...options,
    }),
  );
}

async function approveManager(tokenAddress: string) {
  const [maximum] = approveCalls(tokenAddress, manager, 2n ** 255n);
  if (maximum) await send(maximum);
}

/** The newest position of the account (the one just minted). */
async function latestPosition() {
  const count = decodePositionCount(await read(positionCountCall(manager, account))) ?? 0;
  const calls = positionIdCalls(manager, account, count);
  const last = calls[calls.length - 1];
  const id = last ? decodePositionId(await read(last)) : undefined;
  if (id === undefined) throw new Error('no position');
  const position = decodePosition(id, await read(positionCall(manager, id)));
  if (!position) throw new Error('position did not decode');
  return position;
}

beforeAll(async () => {
  devnet = await startDevnet({ services: false });
  ({ read, send, loadPool } = devnetHelpers(devnet));
  account = devnet.deployment.accounts[0] as string;
  manager = devnet.deployment.contracts.nonfungiblePositionManager;
  token = (key) => {
    const { address, decimals, symbol } = devnet.deployment.tokens[key];
    return new Token(devnet.chainId, address, decimals, symbol);
  };
  for (const key of ['WETH', 'USDC', 'DAI', 'USDT'] as const) {
    await approveManager(devnet.deployment.tokens[key].address);
  }
}, 300_000);

afterAll(async () => {
  await devnet?.stop();
});

describe('adding v3 liquidity on the devnet', () => {
  it('mints into the existing WETH/USDC 0.3% pool paying in ETH, then increases the position', async () => {
    const weth = token('WETH');
    const usdc = token('USDC');
    // The chain's own native currency: the SDK's Ether knows no devnet WETH.
    const eth = getNativeCurrency(devnet.chainId);
    if (!eth) throw new Error('no native currency for the devnet');
    const pool = await loadPool(weth, usdc, 3000);
    if (!pool) throw new Error('the seeded pool is missing');
    const price = Number(pool.priceOf(weth).toSignificant(6));
    const range = computeRange({
      base: weth,
      quote: usdc,
      fee: 3000,
      left: String(Math.round(price * 0.8)),
      right: String(Math.round(price * 1.25)),
      tickCurrent: pool.tickCurrent,
    });
    expect(range.outOfRange || range.invalidRange).toBe(false);
    const deposit = computeDeposit({
      pool,
      currencyA: eth,
      currencyB: usdc,
      tickLower: range.tickLower,
      tickUpper: range.tickUpper,
      invalidRange: false,
      independentField: MintField.CURRENCY_A,
      independentAmount: CurrencyAmount.fromRawAmount(eth, (10n ** 18n).toString()),
    });
    if (!deposit.position) throw new Error('no position');
    const usdcBefore = await balanceOf(usdc.address);
    const wethBefore = await balanceOf(weth.address);
    const ethBefore = BigInt(await devnet.client.provider.getBalance(account));
    await add(deposit.position, { useNative: eth });

    const minted = await latestPosition();
    expectLiquidity(minted.liquidity, deposit.position.liquidity);
    expect([minted.tickLower, minted.tickUpper]).toEqual([range.tickLower, range.tickUpper]);
    expect(minted.fee).toBe(3000);
    // ETH paid (the manager wraps it and refunds the rest); the account's WETH is untouched.
    expect(await balanceOf(weth.address)).toBe(wethBefore);
    const ethSpent = ethBefore - BigInt(await devnet.client.provider.getBalance(account));
    expect(ethSpent).toBeGreaterThan(9n * 10n ** 17n);
    expect(ethSpent).toBeLessThan(11n * 10n ** 17n);
    const usdcSpent = usdcBefore - (await balanceOf(usdc.address));
    expect(Number(usdcSpent) / 1e6).toBeCloseTo(Number(deposit.amountB?.toExact()), 0);

    // Increase the same position by a typed USDC amount.
    const again = await loadPool(weth, usdc, 3000);
    if (!again) throw new Error('pool gone');
    const more = computeDeposit({
      pool: again,
      currencyA: weth,
      currencyB: usdc,
      tickLower: minted.tickLower,
      tickUpper: minted.tickUpper,
      invalidRange: false,
      independentField: MintField.CURRENCY_B,
      independentAmount: CurrencyAmount.fromRawAmount(usdc, '500000000'),
    });
    if (!more.position) throw new Error('no increase');
    await add(more.position, { tokenId: minted.tokenId });
    const increased = decodePosition(
      minted.tokenId,
      await read(positionCall(manager, minted.tokenId)),
    );
    expect(increased?.liquidity).toBe(
      minted.liquidity + BigInt(more.position.liquidity.toString()),
    );
  });

  it('creates the DAI/USDT 0.3% pool at the typed starting price and mints into it', async () => {
    const dai = token('DAI');
    const usdt = token('USDT');
    expect(await loadPool(dai, usdt, 3000)).toBeNull();
    const created = startingPricePool(dai, usdt, 3000, '1.002');
    if (!created) throw new Error('no start pool');
    const range = computeRange({
      base: dai,
      quote: usdt,
      fee: 3000,
      left: '0.95',
      right: '1.05',
      tickCurrent: created.tickCurrent,
    });
    const deposit = computeDeposit({
      pool: created,
      currencyA: dai,
      currencyB: usdt,
      tickLower: range.tickLower,
      tickUpper: range.tickUpper,
      invalidRange: range.invalidRange,
      independentField: MintField.CURRENCY_A,
      independentAmount: CurrencyAmount.fromRawAmount(dai, (1000n * 10n ** 18n).toString()),
    });
    if (!deposit.position) throw new Error('no position');
    await add(deposit.position, { createPool: true });
    const pool = await loadPool(dai, usdt, 3000);
    expect(pool?.sqrtRatioX96.toString()).toBe(created.sqrtRatioX96.toString());
    expect(pool?.priceOf(dai).toSignificant(4)).toBe('1.002');
    const minted = await latestPosition();
    expectLiquidity(minted.liquidity, deposit.position.liquidity);
    expect(pool?.liquidity.toString()).toBe(minted.liquidity.toString());
  });

  it('deposits WETH alone when the range is above the WETH/USDC 0.05% price', async () => {
    const weth = token('WETH');
    const usdc = token('USDC');
    const pool = await loadPool(weth, usdc, 500);
    if (!pool) throw new Error('the seeded pool is missing');
    const price = Number(pool.priceOf(weth).toSignificant(6));
    const range = computeRange({
      base: weth,
      quote: usdc,
      fee: 500,
      left: String(Math.round(price * 1.5)),
      right: String(Math.round(price * 2)),
      tickCurrent: pool.tickCurrent,
    });
    expect(range.outOfRange).toBe(true);
    const deposit = computeDeposit({
      pool,
      currencyA: weth,
      currencyB: usdc,
      tickLower: range.tickLower,
      tickUpper: range.tickUpper,
      invalidRange: false,
      independentField: MintField.CURRENCY_A,
      independentAmount: CurrencyAmount.fromRawAmount(weth, (2n * 10n ** 18n).toString()),
    });
    // Above the market in WETH terms: only WETH goes in, USDC is locked.
    expect(deposit.depositBDisabled).toBe(true);
    expect(deposit.depositADisabled).toBe(false);
    if (!deposit.position) throw new Error('no position');
    const usdcBefore = await balanceOf(usdc.address);
    const wethBefore = await balanceOf(weth.address);
    await add(deposit.position);
    const minted = await latestPosition();
    expectLiquidity(minted.liquidity, deposit.position.liquidity);
    expect(await balanceOf(usdc.address)).toBe(usdcBefore);
    const wethSpent = wethBefore - (await balanceOf(weth.address));
    expect(wethSpent).toBeGreaterThan(2n * 10n ** 18n - 10n ** 6n);
    expect(wethSpent).toBeLessThanOrEqual(2n * 10n ** 18n);
  });
});
