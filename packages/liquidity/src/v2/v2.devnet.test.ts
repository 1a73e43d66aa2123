// Against the devnet's real V2 factory and Router02: deposits into existing pairs (token/token and
// native/token), a new pair, removals with an approval and with a permit signed on the pair, and a
// fee-on-transfer removal; each judged by LP and token balances read back from the chain. Every
// write estimates its candidates in order and sends the first that estimates, like the app.
import { approveCalls, type SignedPermit } from '@dex/approvals';
import { getNativeCurrency } from '@dex/currency';
import type { ContractCall, TransactionRequest } from '@dex/primitives';
import { getReservesCall } from '@dex/router';
import { type Devnet, padGas, startDevnet } from '@dex-tooling/devnet';
import { type Currency, CurrencyAmount, type Token } from '@uniswap/sdk-core';
import { INIT_CODE_HASH } from '@uniswap/v2-sdk';
import { getAddress, parseUnits } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PoolState } from '../pools';
import { devnetHelpers } from '../positionsDevnet.testing';
import { depositAmounts, depositShare, isFirstDeposit, V2AddField, v2AddCall } from './add';
import { BurnField, derivedBurn, v2RemoveCalls } from './burn';
import {
  decodeLiquidityBalances,
  decodeUint,
  liquidityBalanceCall,
  liquidityBalanceCalls,
  liquidityToken,
  pairLookup,
  totalSupplyCall,
} from './pairs';

let devnet: Devnet;
let router: string;
let factory: { address: `0x${string}`; initCodeHash: `0x${string}` };

beforeAll(async () => {
  devnet = await startDevnet({ services: false });
  router = devnet.deployment.contracts.v2Router02;
  // The devnet's factory runs the npm pair bytecode, whose init code hash is the SDK's (DEVNET.md).
  factory = {
    address: devnet.deployment.contracts.v2Factory as `0x${string}`,
    initCodeHash: INIT_CODE_HASH as `0x${string}`,
  };
}, 300_000);

afterAll(async () => {
  await devnet?.stop();
});

const request = (method: string, params: unknown[]) => devnet.client.request({ method, params });
const account = (index: number) => devnet.deployment.accounts[index] as string;
const token = (symbol: string): Token => devnetHelpers(devnet).tokenBySymbol(symbol);
const read = (call: ContractCall) => devnetHelpers(devnet).tryRead(call);
const signPermit = (...args: Parameters<ReturnType<typeof devnetHelpers>['signPermit']>) =>
  devnetHelpers(devnet).signPermit(...args);

const readUint = async (call: ContractCall) => decodeUint(await read(call)) ?? 0n;
const balanceOf = (tokenAddress: string, owner: string) =>
  readUint(liquidityBalanceCall(tokenAddress, owner));
const ethBalance = async (owner: string) =>
  BigInt(String(await request('eth_getBalance', [owner, 'latest'])));

/** Estimates each candidate in order and sends the first that estimates; its index, or -1. */
async function sendFirst(calls: readonly TransactionRequest[], from: string): Promise<number> {
  for (const [index, call] of calls.entries()) {
    const tx = {
      from,
      to: call.address,
      data: call.callData,
      ...(call.value ? { value: `0x${call.value.toString(16)}` } : {}),
    };
    let estimate: bigint;
    try {
      estimate = BigInt(String(await request('eth_estimateGas', [tx])));
    } catch {
      continue;
    }
    const hash = String(
      await request('eth_sendTransaction', [{ ...tx, gas: `0x${padGas(estimate).toString(16)}` }]),
    );
    const receipt = await devnet.client.waitForReceipt(hash);
    if (receipt.status !== 1) throw new Error(`${hash} reverted`);
    return index;
  }
  return -1;
}

async function deadline(): Promise<bigint> {
  return BigInt((await devnet.client.latestBlock()).timestamp + 1200);
}

async function loadPair(a: Currency, b: Currency) {
  const address = liquidityToken(factory, a.wrapped, b.wrapped).address;
  const lookup = pairLookup(a, b, await read(getReservesCall(address)));
  const totalSupply =
    lookup.state === PoolState.EXISTS ? await readUint(totalSupplyCall(address)) : 0n;
  return { address, ...lookup, totalSupply };
}

const amount = (currency: Currency, value: string) =>
  CurrencyAmount.fromRawAmount(currency, parseUnits(value, currency.decimals).toString());

/** A deposit as the add page makes it: A typed, B from the pool price (or typed for a new pair). */
async function deposit(from: string, a: Currency, typedA: string, b: Currency, typedB?: string) {
  const before = await loadPair(a, b);
  const { amountA, amountB } = depositAmounts({
    state: before.state,
    pair: before.pair,
    independentField: V2AddField.CURRENCY_A,
    typed: amount(a, typedA),
    otherTyped: typedB === undefined ? undefined : amount(b, typedB),
    currencyA: a,
    currencyB: b,
  });
  if (!amountA || !amountB) throw new Error('no deposit amounts');
  const expected = depositShare(before.pair, before.totalSupply, amountA, amountB);
  const lpBefore = await balanceOf(before.address, from);
  const sent = await sendFirst(
    [
      v2AddCall({
        router,
        amountA,
        amountB,
        recipient: from,
        slippageBips: 50,
        deadline: await deadline(),
        firstDeposit: isFirstDeposit(before.state, before.pair),
      }),
    ],
    from,
  );
  expect(sent).toBe(0);
  const minted = (await balanceOf(before.address, from)) - lpBefore;
  return { before, amountA, amountB, expected, minted };
}

describe('adding V2 liquidity', () => {
  it('adds to an existing token/token pair (USDC/DAI) at the pool price', async () => {
    const from = account(0);
    const [usdc, dai] = [token('USDC'), token('DAI')];
    const usdcBefore = await balanceOf(usdc.address, from);
    const result = await deposit(from, usdc, '1000', dai);
    expect(result.before.state).toBe(PoolState.EXISTS);
    // The LP minted is what the SDK predicted from the reserves read.
    expect(result.minted.toString()).toBe(result.expected?.liquidityMinted.quotient.toString());
    expect(usdcBefore - (await balanceOf(usdc.address, from))).toBe(1000n * 10n ** 6n);
  });

  it('adds to ETH/USDC through addLiquidityETH, paying the native coin', async () => {
    const from = account(0);
    const eth = getNativeCurrency(devnet.chainId);
    if (!eth) throw new Error('no native currency');
    const weth = eth.wrapped;
    const wethPairBefore = await balanceOf(
      weth.address,
      liquidityToken(factory, weth, token('USDC')).address,
    );
    const ethBefore = await ethBalance(from);
    const result = await deposit(from, eth, '1', token('USDC'));
    expect(result.minted.toString()).toBe(result.expected?.liquidityMinted.quotient.toString());
    // One ether went into the pair as WETH, plus gas from the account.
    expect(
      (await balanceOf(weth.address, liquidityToken(factory, weth, token('USDC')).address)) -
        wethPairBefore,
    ).toBe(10n ** 18n);
    expect(ethBefore - (await ethBalance(from))).toBeGreaterThan(10n ** 18n);
  });

  it('creates a new pair (NEW/USDC) at the typed ratio', async () => {
    const from = account(0);
    const [fresh, usdc] = [token('NEW'), token('USDC')];
    expect((await loadPair(fresh, usdc)).state).toBe(PoolState.NOT_EXISTS);
    const result = await deposit(from, fresh, '100', usdc, '300');
    expect(result.before.state).toBe(PoolState.NOT_EXISTS);
    const after = await loadPair(fresh, usdc);
    expect(after.state).toBe(PoolState.EXISTS);
    // The first depositor holds all but the locked minimum liquidity.
    expect(result.minted.toString()).toBe(result.expected?.liquidityMinted.quotient.toString());
    expect(after.totalSupply - result.minted).toBe(1000n);
    expect(after.pair?.priceOf(fresh).toSignificant(4)).toBe('3');
  });
});

describe('finding an account’s V2 liquidity', () => {
  it('reads LP balances and mining pools in one batch', async () => {
    const from = account(0);
    const stakingFactory = devnet.deployment.contracts.stakingRewardsFactory;
    const pairs = [
      liquidityToken(factory, token('WETH'), token('USDC')).address,
      liquidityToken(factory, token('WETH'), token('DAI')).address,
      liquidityToken(factory, token('MKR'), token('WETH')).address,
    ];
    const calls = liquidityBalanceCalls(pairs, from, stakingFactory);
    const answers = await Promise.all(calls.map(read));
    const balances = decodeLiquidityBalances(pairs, answers, true);
    const mining = devnet.deployment.mining;
    expect(balances[0]?.stakingRewards).toBe(getAddress(mining[0]?.stakingRewards ?? ''));
    expect(balances[1]?.stakingRewards).toBe(getAddress(mining[1]?.stakingRewards ?? ''));
    expect(balances[2]?.stakingRewards).toBeNull();
    expect(balances[0]?.balance).toBeGreaterThan(0n);
    expect(balances[2]?.balance).toBe(0n);
  });
});

async function remove(options: {
  from: string;
  a: Currency;
  b: Currency;
  field: BurnField;
  typedValue: string;
  permit?: boolean;
}) {
  const { from, a, b } = options;
  const pair = await loadPair(a, b);
  const userLiquidity = await balanceOf(pair.address, from);
  const burn = derivedBurn({
    account: from,
    pair: pair.pair,
    currencyA: a,
    currencyB: b,
    totalSupply: pair.totalSupply,
    userLiquidity,
    independentField: options.field,
    typedValue: options.typedValue,
  });
  if (!burn.liquidity || !burn.amountA || !burn.amountB)
    throw new Error(`nothing to remove: ${burn.error}`);
  const liquidity = BigInt(burn.liquidity.quotient.toString());
  let permit: SignedPermit | null = null;
  if (options.permit) {
    permit = await signPermit(pair.address, router, liquidity, await deadline(), from);
  } else {
    expect(await sendFirst(approveCalls(pair.address, router, liquidity), from)).toBe(0);
  }
  const tokenBalances = async () =>
    Promise.all(
      [a, b].map((currency) =>
        currency.isNative ? ethBalance(from) : balanceOf(currency.wrapped.address, from),
      ),
    );
  const before = await tokenBalances();
  const sent = await sendFirst(
    v2RemoveCalls({
      router,
      currencyA: a,
      currencyB: b,
      liquidity: burn.liquidity,
      amountA: burn.amountA,
      amountB: burn.amountB,
      approved: !options.permit,
      recipient: from,
      slippageBips: 50,
      deadline: await deadline(),
      permit,
    }),
    from,
  );
  const after = await tokenBalances();
  return {
    sent,
    burn,
    userLiquidity,
    liquidity,
    lpAfter: await balanceOf(pair.address, from),
    gained: after.map((value, index) => value - (before[index] ?? 0n)),
  };
}

const raw = (value: CurrencyAmount<Currency> | undefined) =>
  BigInt(value?.quotient.toString() ?? '-1');

describe('removing V2 liquidity', () => {
  it('removes 50 % of WETH/USDC after approving the LP token (removeLiquidity)', async () => {
    const result = await remove({
      from: account(0),
      a: token('WETH'),
      b: token('USDC'),
      field: BurnField.LIQUIDITY_PERCENT,
      typedValue: '50',
    });
    expect(result.sent).toBe(0);
    expect(result.lpAfter).toBe(result.userLiquidity - result.liquidity);
    expect(result.liquidity).toBe(result.userLiquidity / 2n);
    expect(result.gained).toEqual([raw(result.burn.amountA), raw(result.burn.amountB)]);
  });

  it('removes a typed DAI amount of WETH/DAI as ETH with a permit (removeLiquidityETHWithPermit)', async () => {
    const eth = getNativeCurrency(devnet.chainId);
    if (!eth) throw new Error('no native currency');
    const from = account(0);
    const result = await remove({
      from,
      a: eth,
      b: token('DAI'),
      field: BurnField.CURRENCY_B,
      typedValue: '1000',
      permit: true,
    });
    expect(result.sent).toBe(0);
    expect(result.lpAfter).toBe(result.userLiquidity - result.liquidity);
    // DAI arrives as predicted (the LP amount is rounded down from the typed DAI, so a few wei
    // less at most); ether arrives less the gas paid.
    const dai = result.gained[1] ?? 0n;
    expect(dai).toBeLessThanOrEqual(raw(result.burn.amountB));
    expect(raw(result.burn.amountB) - dai).toBeLessThan(10n ** 6n);
    expect(Number(result.burn.amountB?.toExact())).toBeCloseTo(1000, 6);
    expect(result.gained[0]).toBeLessThan(raw(result.burn.amountA));
    expect(result.gained[0]).toBeGreaterThan((raw(result.burn.amountA) * 99n) / 100n);
  });

  it('falls back to the fee-on-transfer variant for FOT/ETH', async () => {
    const eth = getNativeCurrency(devnet.chainId);
    if (!eth) throw new Error('no native currency');
    const from = account(1);
    const fot = token('FOT');
    // Account #1 has no approvals: approve FOT for the router, then deposit.
    expect(await sendFirst(approveCalls(fot.address, router, 10n ** 30n), from)).toBe(0);
    await deposit(from, fot, '100', eth);
    const result = await remove({
      from,
      a: fot,
      b: eth,
      field: BurnField.LIQUIDITY_PERCENT,
      typedValue: '100',
    });
    // removeLiquidityETH does not estimate (the router holds less FOT than it owes): the second.
    expect(result.sent).toBe(1);
    expect(result.lpAfter).toBe(0n);
    // The token side arrives less the transfer fees (1 % each hop), never more.
    expect(result.gained[0]).toBeGreaterThan(0n);
    expect(result.gained[0]).toBeLessThan(raw(result.burn.amountA));
  });

  it('sends nothing when no variant estimates', async () => {
    const from = account(2);
    const burnable = CurrencyAmount.fromRawAmount(token('USDC'), '1');
    const pair = await loadPair(token('WETH'), token('USDC'));
    if (!pair.pair) throw new Error('no pair');
    // Account #2 has no LP and no approval: every candidate fails to estimate.
    const nonce = await request('eth_getTransactionCount', [from, 'latest']);
    const sent = await sendFirst(
      v2RemoveCalls({
        router,
        currencyA: token('WETH'),
        currencyB: token('USDC'),
        liquidity: CurrencyAmount.fromRawAmount(pair.pair.liquidityToken, '1000'),
        amountA: CurrencyAmount.fromRawAmount(token('WETH'), '1'),
        amountB: burnable,
        // Claimed approved: the chain refuses it at the estimate.
        approved: true,
        recipient: from,
        slippageBips: 50,
        deadline: await deadline(),
      }),
      from,
    );
    expect(sent).toBe(-1);
    expect(await request('eth_getTransactionCount', [from, 'latest'])).toBe(nonce);
  });
});
