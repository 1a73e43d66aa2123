import { ApprovalState } from '@dex/approvals';
import { InvalidArgumentError } from '@dex/primitives';
import { CouldNotWrapError } from '@dex/router';
import { CurrencyAmount, Ether, Percent, Token } from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';
import { AbiCoder, getAddress } from 'ethers';
import { describe, expect, it, vi } from 'vitest';
import { PoolState } from '../pools';
import {
  canSupplyV2,
  dependentAmount,
  depositAmounts,
  depositShare,
  formatPoolShare,
  isFirstDeposit,
  minimumAmount,
  V2_ROUTER_INTERFACE,
  V2AddField,
  v2AddCall,
  v2AddError,
  v2DepositPrice,
  v2DepositShareText,
} from './add';
import { BurnField, derivedBurn, v2RemoveCalls } from './burn';
import {
  ConfirmWithoutApprovalError,
  MissingCurrencyAmountsError,
  MissingLiquidityAmountError,
  MissingTokensError,
} from './errors';
import {
  decodeLiquidityBalances,
  decodeUint,
  liquidityBalanceCalls,
  liquidityToken,
  pairLookup,
  trackedPairs,
} from './pairs';

const DAI = new Token(1, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI');
const USDC = new Token(1, '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 6, 'USDC');
const WETH = new Token(1, '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 18, 'WETH');
const OTHER_CHAIN_DAI = new Token(5, '0x6B175474E89094C44Da98b954EedeAC495271d0F', 18, 'DAI');
const ETH = Ether.onChain(1);
const ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D';
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const coder = AbiCoder.defaultAbiCoder();

// 2,000 USDC per WETH.
const wethUsdc = new Pair(
  CurrencyAmount.fromRawAmount(WETH, (100n * 10n ** 18n).toString()),
  CurrencyAmount.fromRawAmount(USDC, (200_000n * 10n ** 6n).toString()),
);
const SUPPLY = 10n ** 15n;
const weth = (value: bigint) => CurrencyAmount.fromRawAmount(WETH, value.toString());
const usdc = (value: bigint) => CurrencyAmount.fromRawAmount(USDC, value.toString());
const eth = (value: bigint) => CurrencyAmount.fromRawAmount(ETH, value.toString());

describe('tracked pairs', () => {
  it('pairs each base with each user token, adds user pairs, once each, storable only', () => {
    const pairs = trackedPairs(
      [WETH, USDC],
      [DAI, USDC, OTHER_CHAIN_DAI],
      [
        [DAI, WETH],
        [USDC, WETH],
        [DAI, DAI],
      ],
    );
    const names = pairs.map(([a, b]) => `${a.symbol}/${b.symbol}`);
    expect(names).toEqual(['WETH/DAI', 'USDC/DAI', 'WETH/USDC']);
  });
});

describe('pair lookup', () => {
  const reserves = coder.encode(['uint112', 'uint112', 'uint32'], [5n, 7n, 1n]);
  it.each([
    ['no token', undefined, USDC, reserves, PoolState.INVALID],
    ['the same token twice', WETH, ETH, reserves, PoolState.INVALID],
    ['tokens of two chains', DAI, OTHER_CHAIN_DAI, reserves, PoolState.INVALID],
    ['no answer yet', WETH, USDC, undefined, PoolState.LOADING],
    ['a failed read (no contract)', WETH, USDC, null, PoolState.NOT_EXISTS],
    ['empty return data', WETH, USDC, '0x', PoolState.NOT_EXISTS],
    ['reserves', ETH, USDC, reserves, PoolState.EXISTS],
  ] as const)('%s', (_name, a, b, data, state) => {
    const lookup = pairLookup(a, b, data);
    expect(lookup.state).toBe(state);
    expect(lookup.pair !== null).toBe(state === PoolState.EXISTS);
  });

  it('reads malformed reserves as no pair and reports them to onParseError', () => {
    const onParseError = vi.fn();
    expect(pairLookup(WETH, USDC, '0x1234', onParseError)).toEqual({
      state: PoolState.NOT_EXISTS,
      pair: null,
    });
    pairLookup(WETH, USDC, '0x', onParseError);
    pairLookup(WETH, USDC, reserves, onParseError);
    expect(onParseError).toHaveBeenCalledOnce();
    expect(onParseError).toHaveBeenCalledWith('0x1234', expect.any(Error));
  });

  it('orders the reserves by token address like the SDK', () => {
    const { pair } = pairLookup(USDC, WETH, reserves);
    expect(pair?.token0.equals(USDC)).toBe(true);
    expect(pair?.reserve0.quotient.toString()).toBe('5');
    expect(pair?.reserve1.quotient.toString()).toBe('7');
  });
});

describe('LP balances and mining pools in one batch', () => {
  const factory = {
    address: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
    initCodeHash: '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f',
  } as const;
  const pairAddress = liquidityToken(factory, WETH, USDC).address;

  it('computes the pair address under the given factory (mainnet WETH/USDC)', () => {
    expect(pairAddress).toBe('0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc');
  });

  it('reads each balance and its staking pool, in order', () => {
    const staking = '0x3032Ab3Fa8C01d786D29dAdE018d7f2017918e12';
    const calls = liquidityBalanceCalls([pairAddress, DAI.address], ACCOUNT, staking);
    expect(calls.map((c) => c.address)).toEqual([pairAddress, staking, DAI.address, staking]);
    const pool = '0x7FBa4B8Dc5E7616e59622806932DBea72537A56b';
    const balances = decodeLiquidityBalances(
      [pairAddress, DAI.address],
      [
        coder.encode(['uint256'], [42n]),
        coder.encode(['address', 'uint256'], [pool, 1n]),
        undefined,
        coder.encode(['address', 'uint256'], ['0x0000000000000000000000000000000000000000', 0n]),
      ],
      true,
    );
    expect(balances).toEqual([
      { pairAddress, balance: 42n, stakingRewards: pool },
      { pairAddress: DAI.address, balance: undefined, stakingRewards: null },
    ]);
  });

  it('reports a malformed balance or staking answer to onParseError and reads it as unknown', () => {
    const onParseError = vi.fn();
    const [balance] = decodeLiquidityBalances([pairAddress], ['0x12', '0xabc'], true, onParseError);
    expect(balance).toEqual({ pairAddress, balance: undefined, stakingRewards: null });
    expect(onParseError.mock.calls.map(([data]) => data)).toEqual(['0x12', '0xabc']);
    expect(decodeUint('0x99', onParseError)).toBeUndefined();
    expect(decodeUint(undefined, onParseError)).toBeUndefined();
    expect(onParseError).toHaveBeenCalledTimes(3);
  });

  it('reads balances alone on a chain without mining pools', () => {
    expect(liquidityBalanceCalls([pairAddress], ACCOUNT)).toHaveLength(1);
    expect(
      decodeLiquidityBalances([pairAddress], [coder.encode(['uint256'], [3n])], false)[0]?.balance,
    ).toBe(3n);
  });
});

describe('add amounts', () => {
  it('follows the pool price once the pair has reserves (SDK quote)', () => {
    const other = dependentAmount(PoolState.EXISTS, wethUsdc, eth(10n ** 18n), USDC);
    expect(other?.toExact()).toBe('2000');
    const back = dependentAmount(PoolState.EXISTS, wethUsdc, usdc(1_000_000_000n), ETH);
    expect(back?.currency.isNative).toBe(true);
    expect(back?.quotient.toString()).toBe(
      wethUsdc.priceOf(USDC).quote(usdc(1_000_000_000n)).quotient.toString(),
    );
  });

  it('leaves the other amount to the user for a new or empty pair', () => {
    const empty = new Pair(weth(0n), usdc(0n));
    expect(isFirstDeposit(PoolState.NOT_EXISTS, null)).toBe(true);
    expect(isFirstDeposit(PoolState.EXISTS, empty)).toBe(true);
    expect(isFirstDeposit(PoolState.EXISTS, wethUsdc)).toBe(false);
    expect(dependentAmount(PoolState.EXISTS, empty, weth(1n), USDC)).toBeUndefined();
    const amounts = depositAmounts({
      state: PoolState.NOT_EXISTS,
      pair: null,
      independentField: V2AddField.CURRENCY_B,
      typed: usdc(5n),
      otherTyped: weth(7n),
      currencyA: WETH,
      currencyB: USDC,
    });
    expect(amounts.amountA?.quotient.toString()).toBe('7');
    expect(amounts.amountB?.quotient.toString()).toBe('5');
  });

  it('mints what the SDK mints and reports the share of the pool after the deposit', () => {
    const a = weth(10n ** 18n);
    const b = usdc(2_000n * 10n ** 6n);
    const result = depositShare(wethUsdc, SUPPLY, a, b);
    const sdkMinted = wethUsdc.getLiquidityMinted(
      CurrencyAmount.fromRawAmount(wethUsdc.liquidityToken, SUPPLY.toString()),
      a,
      b,
    );
    expect(result?.liquidityMinted.quotient.toString()).toBe(sdkMinted.quotient.toString());
    // 1 of 101 WETH: just under 1 %.
    expect(result?.poolShare.toFixed(4)).toBe('0.9901');
  });

  it("waits for an existing pair's LP supply instead of pricing the deposit as a first one", () => {
    // While totalSupply is unread (or its read failed) the share is unknown, not "100 %" and
    // sqrt(a*b) - 1000 LP tokens.
    expect(depositShare(wethUsdc, undefined, weth(10n ** 18n), usdc(2_000n * 10n ** 6n))).toBe(
      undefined,
    );
  });

  it('gives a first depositor sqrt(a*b) - 1000 and the whole pool', () => {
    const result = depositShare(null, undefined, weth(10n ** 18n), usdc(4n * 10n ** 6n));
    expect(result?.liquidityMinted.quotient.toString()).toBe((2n * 10n ** 12n - 1000n).toString());
    expect(result?.poolShare.toFixed(2)).toBe('100.00');
    expect(depositShare(null, 0n, weth(10n), usdc(10n))).toBeUndefined();
  });

  it.each([
    [new Percent(0), 6, '0'],
    [new Percent(1, 100_000), 6, '<0.01'],
    [new Percent(1, 10_000), 6, '0.010000'],
    [new Percent(123_456_789, 10_000_000_000), 6, '1.234568'],
    [new Percent(1, 3), 2, '33.33'],
  ])('shows a pool share of %s with %d decimals as %s', (share, decimals, text) => {
    expect(formatPoolShare(share, decimals)).toBe(text);
  });
});

describe('the Supply button (spec §5 precedence)', () => {
  const base = {
    account: ACCOUNT,
    state: PoolState.EXISTS,
    amountA: weth(10n),
    amountB: usdc(10n),
    balanceA: weth(100n),
    balanceB: usdc(100n),
  };
  it.each([
    ['no wallet', { ...base, account: null, state: PoolState.INVALID }, 'connectWallet'],
    ['an invalid pair', { ...base, state: PoolState.INVALID, amountA: undefined }, 'invalidPair'],
    ['a missing amount', { ...base, amountB: undefined, balanceA: weth(0n) }, 'enterAmount'],
    ['a zero amount', { ...base, amountA: weth(0n) }, 'enterAmount'],
    ['too little B', { ...base, balanceB: usdc(9n) }, 'insufficientBalance'],
  ] as const)('%s', (_name, input, kind) => {
    expect(v2AddError(input)?.kind).toBe(kind);
  });
  it('names the token that is short and allows a supply that fits', () => {
    expect(v2AddError({ ...base, balanceB: usdc(9n) })).toEqual({
      kind: 'insufficientBalance',
      symbol: 'USDC',
    });
    expect(v2AddError(base)).toBeNull();
  });
});

describe('Supply needs both tokens approved (spec §5)', () => {
  const { APPROVED, NOT_APPROVED, PENDING, UNKNOWN } = ApprovalState;
  it('is enabled only with no error and both approvals APPROVED', () => {
    expect(canSupplyV2({ error: null, approvalA: APPROVED, approvalB: APPROVED })).toBe(true);
  });
  it.each([
    ['an allowance still unread', APPROVED, UNKNOWN],
    ['the other allowance still unread', UNKNOWN, APPROVED],
    ['an approval still pending', PENDING, APPROVED],
    ['a token not approved', APPROVED, NOT_APPROVED],
  ] as const)('is disabled with %s', (_name, approvalA, approvalB) => {
    expect(canSupplyV2({ error: null, approvalA, approvalB })).toBe(false);
  });
  it('is disabled by an error even when both are approved', () => {
    expect(
      canSupplyV2({ error: { kind: 'enterAmount' }, approvalA: APPROVED, approvalB: APPROVED }),
    ).toBe(false);
  });
});

describe('the add call', () => {
  const options = { router: ROUTER, recipient: ACCOUNT, slippageBips: 50, deadline: 1_000n };

  it('uses addLiquidity with both minimums for two tokens', () => {
    const call = v2AddCall({
      ...options,
      amountA: usdc(2_000n),
      amountB: weth(1_000n),
      firstDeposit: false,
    });
    const decoded = V2_ROUTER_INTERFACE.decodeFunctionData('addLiquidity', call.callData);
    expect(decoded.toArray()).toEqual([
      USDC.address,
      WETH.address,
      2_000n,
      1_000n,
      1_990n,
      995n,
      ACCOUNT,
      1_000n,
    ]);
    expect(call.value).toBeUndefined();
  });

  it('uses addLiquidityETH with the native amount as value', () => {
    const call = v2AddCall({
      ...options,
      amountA: eth(1_000n),
      amountB: usdc(2_000n),
      firstDeposit: false,
    });
    const decoded = V2_ROUTER_INTERFACE.decodeFunctionData('addLiquidityETH', call.callData);
    expect(decoded.toArray()).toEqual([USDC.address, 2_000n, 1_990n, 995n, ACCOUNT, 1_000n]);
    expect(call.value).toBe(1_000n);
  });

  it('allows no slippage below the amounts of a first deposit', () => {
    const call = v2AddCall({
      ...options,
      amountA: usdc(2_000n),
      amountB: weth(1_000n),
      firstDeposit: true,
    });
    const decoded = V2_ROUTER_INTERFACE.decodeFunctionData('addLiquidity', call.callData);
    expect([decoded[4], decoded[5]]).toEqual([2_000n, 1_000n]);
    expect(() => minimumAmount(1n, 10_001)).toThrow(InvalidArgumentError);
  });
});

describe('what the router takes of a deposit (a coarse token, 0 decimals)', () => {
  // UniswapV2Router02._addLiquidity: the second token follows the first at the reserves, else
  // the first follows the second; each side must stay at or above its minimum.
  function routerTakes(
    reserveA: bigint,
    reserveB: bigint,
    [desiredA, desiredB, minA, minB]: readonly [bigint, bigint, bigint, bigint],
  ): readonly [bigint, bigint] {
    const optimalB = (desiredA * reserveB) / reserveA;
    if (optimalB <= desiredB) {
      if (optimalB < minB) throw new Error('UniswapV2Router: INSUFFICIENT_B_AMOUNT');
      return [desiredA, optimalB];
    }
    const optimalA = (desiredB * reserveA) / reserveB;
    if (optimalA > desiredA) throw new Error('assert');
    if (optimalA < minA) throw new Error('UniswapV2Router: INSUFFICIENT_A_AMOUNT');
    return [optimalA, desiredB];
  }
  // 1 GOLD (no decimals) = 100 USDC = 0.05 WETH.
  const GOLD = new Token(1, '0x1111111111111111111111111111111111111111', 0, 'GOLD');
  const goldUsdc = new Pair(
    CurrencyAmount.fromRawAmount(GOLD, '1000'),
    CurrencyAmount.fromRawAmount(USDC, (100_000n * 10n ** 6n).toString()),
  );
  const goldWeth = new Pair(
    CurrencyAmount.fromRawAmount(GOLD, '1000'),
    CurrencyAmount.fromRawAmount(WETH, (50n * 10n ** 18n).toString()),
  );
  const options = { router: ROUTER, recipient: ACCOUNT, slippageBips: 50, deadline: 1_000n };

  it.each([
    ['250 USDC typed beside GOLD', goldUsdc, GOLD, USDC, usdc(250n * 10n ** 6n)],
    ['0.125 ETH typed beside GOLD', goldWeth, ETH, GOLD, eth(125n * 10n ** 15n)],
  ] as const)(
    '%s: the minimums hold for what the router takes',
    (_name, pair, currencyA, currencyB, typed) => {
      const amounts = depositAmounts({
        state: PoolState.EXISTS,
        pair,
        independentField: typed.currency.equals(currencyA)
          ? V2AddField.CURRENCY_A
          : V2AddField.CURRENCY_B,
        typed,
        otherTyped: undefined,
        currencyA,
        currencyB,
      });
      if (!amounts.amountA || !amounts.amountB) throw new Error('no amounts');
      const call = v2AddCall({
        ...options,
        amountA: amounts.amountA,
        amountB: amounts.amountB,
        firstDeposit: false,
      });
      const native = currencyA.isNative || currencyB.isNative;
      const args = native
        ? V2_ROUTER_INTERFACE.decodeFunctionData('addLiquidityETH', call.callData)
        : V2_ROUTER_INTERFACE.decodeFunctionData('addLiquidity', call.callData);
      // addLiquidity(tokenA, tokenB, desiredA, desiredB, minA, minB, …);
      // addLiquidityETH(token, desiredToken, minToken, minETH, …) with the ETH desired as value.
      const first = new Token(1, String(args[0]), 18);
      const second = native ? WETH : new Token(1, String(args[1]), 18);
      const terms: [bigint, bigint, bigint, bigint] = native
        ? [args[1] as bigint, call.value ?? 0n, args[2] as bigint, args[3] as bigint]
        : [args[2] as bigint, args[3] as bigint, args[4] as bigint, args[5] as bigint];
      const reserve = (token: Token) => BigInt(pair.reserveOf(token).quotient.toString());
      const taken = routerTakes(reserve(first), reserve(second), terms);
      // What the form shows is what goes in.
      const shown = (token: Token) =>
        (token.equals(currencyA.wrapped) ? amounts.amountA : amounts.amountB)?.quotient.toString();
      expect(taken.map(String)).toEqual([shown(first), shown(second)]);
    },
  );
});

describe('the burn state', () => {
  const base = {
    account: ACCOUNT,
    pair: wethUsdc,
    currencyA: ETH,
    currencyB: USDC,
    totalSupply: SUPPLY,
    userLiquidity: SUPPLY / 10n,
  };
  const supply = CurrencyAmount.fromRawAmount(wethUsdc.liquidityToken, SUPPLY.toString());
  const mine = CurrencyAmount.fromRawAmount(wethUsdc.liquidityToken, (SUPPLY / 10n).toString());
  const valueA = wethUsdc.getLiquidityValue(WETH, supply, mine).quotient.toString();

  it('values the whole balance like the SDK (10 % of the pool)', () => {
    const burn = derivedBurn({
      ...base,
      independentField: BurnField.LIQUIDITY_PERCENT,
      typedValue: '0',
    });
    expect(burn.liquidityValueA?.quotient.toString()).toBe(valueA);
    expect(burn.liquidityValueA?.currency.isNative).toBe(true);
    expect(burn.liquidityValueB?.toExact()).toBe('20000');
    expect(burn.error).toBe('enterAmount');
    expect(burn.liquidity).toBeUndefined();
  });

  it.each([
    [BurnField.LIQUIDITY_PERCENT, '50'],
    [BurnField.LIQUIDITY, '0.00005'],
    [BurnField.CURRENCY_A, '5'],
    [BurnField.CURRENCY_B, '10000'],
  ])('takes half from %s = %s', (field, typedValue) => {
    const burn = derivedBurn({ ...base, independentField: field, typedValue });
    expect(burn.percent.toFixed(0)).toBe('50');
    expect(burn.liquidity?.quotient.toString()).toBe((SUPPLY / 20n).toString());
    expect(burn.amountA?.toExact()).toBe('5');
    expect(burn.amountB?.toExact()).toBe('10000');
    expect(burn.error).toBeNull();
  });

  it.each([
    ['more than the balance', BurnField.CURRENCY_B, '20001'],
    ['not a number', BurnField.LIQUIDITY, '1e5'],
    ['over 100 %', BurnField.LIQUIDITY_PERCENT, '101'],
  ])('removes nothing for %s', (_name, field, typedValue) => {
    const burn = derivedBurn({ ...base, independentField: field, typedValue });
    expect(burn.percent.equalTo(0)).toBe(true);
    expect(burn.error).toBe('enterAmount');
  });

  it('asks for a wallet first', () => {
    expect(
      derivedBurn({
        ...base,
        account: undefined,
        independentField: BurnField.LIQUIDITY_PERCENT,
        typedValue: '50',
      }).error,
    ).toBe('connectWallet');
  });
});

describe('the removal candidates (spec §7 order)', () => {
  const liquidity = CurrencyAmount.fromRawAmount(wethUsdc.liquidityToken, '1000');
  const options = {
    router: ROUTER,
    liquidity,
    recipient: ACCOUNT,
    slippageBips: 100,
    deadline: 500n,
    approved: true,
  };
  const tokens = { currencyA: USDC, currencyB: WETH };
  const names = (calls: { callData: string }[]) =>
    calls.map((call) => V2_ROUTER_INTERFACE.parseTransaction({ data: call.callData })?.name);
  const permit = {
    chainId: 1,
    token: getAddress('0xB4e16d0168e52d35CaCD2c6185b44281Ec28C9Dc'),
    owner: ACCOUNT,
    spender: ROUTER,
    nonce: 0n,
    deadline: 777n,
    type: 'amount' as const,
    value: 1000n,
    v: 27 as const,
    r: `0x${'11'.repeat(32)}`,
    s: `0x${'22'.repeat(32)}`,
  };

  it('token/token: removeLiquidity, or removeLiquidityWithPermit with the permit', () => {
    const approved = v2RemoveCalls({
      ...options,
      ...tokens,
      amountA: usdc(200n),
      amountB: weth(100n),
    });
    expect(names(approved)).toEqual(['removeLiquidity']);
    expect(
      V2_ROUTER_INTERFACE.decodeFunctionData(
        'removeLiquidity',
        approved[0]?.callData ?? '',
      ).toArray(),
    ).toEqual([USDC.address, WETH.address, 1000n, 198n, 99n, ACCOUNT, 500n]);
    const signed = v2RemoveCalls({
      ...options,
      ...tokens,
      approved: false,
      amountA: usdc(200n),
      amountB: weth(100n),
      permit,
    });
    expect(names(signed)).toEqual(['removeLiquidityWithPermit']);
    expect(
      V2_ROUTER_INTERFACE.decodeFunctionData(
        'removeLiquidityWithPermit',
        signed[0]?.callData ?? '',
      ).toArray(),
    ).toEqual([
      USDC.address,
      WETH.address,
      1000n,
      198n,
      99n,
      ACCOUNT,
      777n,
      false,
      27n,
      permit.r,
      permit.s,
    ]);
  });

  it('native coin: the ETH form, then its fee-on-transfer variant', () => {
    expect(
      names(
        v2RemoveCalls({
          ...options,
          currencyA: ETH,
          currencyB: USDC,
          amountA: eth(100n),
          amountB: usdc(200n),
        }),
      ),
    ).toEqual(['removeLiquidityETH', 'removeLiquidityETHSupportingFeeOnTransferTokens']);
    const signed = v2RemoveCalls({
      ...options,
      currencyA: USDC,
      currencyB: ETH,
      amountA: usdc(200n),
      amountB: eth(100n),
      permit,
    });
    expect(names(signed)).toEqual([
      'removeLiquidityETHWithPermit',
      'removeLiquidityETHWithPermitSupportingFeeOnTransferTokens',
    ]);
    expect(
      V2_ROUTER_INTERFACE.decodeFunctionData(
        'removeLiquidityETHWithPermit',
        signed[0]?.callData ?? '',
      )
        .toArray()
        .slice(0, 6),
    ).toEqual([USDC.address, 1000n, 198n, 99n, ACCOUNT, 777n]);
  });
});

describe('what a V2 removal refuses to send (spec §8)', () => {
  const liquidity = CurrencyAmount.fromRawAmount(wethUsdc.liquidityToken, '1000');
  const base = {
    router: ROUTER,
    currencyA: USDC,
    currencyB: WETH,
    liquidity,
    amountA: usdc(200n),
    amountB: weth(100n),
    recipient: ACCOUNT,
    slippageBips: 100,
    deadline: 500n,
    approved: true,
  };
  const signedFor = (value: bigint) => ({
    chainId: 1,
    token: wethUsdc.liquidityToken.address,
    owner: ACCOUNT,
    spender: ROUTER,
    nonce: 0n,
    deadline: 777n,
    type: 'amount' as const,
    value,
    v: 27 as const,
    r: `0x${'11'.repeat(32)}`,
    s: `0x${'22'.repeat(32)}`,
  });

  it('confirms nothing without an approval or a signature', () => {
    expect(() => v2RemoveCalls({ ...base, approved: false })).toThrow(ConfirmWithoutApprovalError);
    expect(() => v2RemoveCalls({ ...base, approved: false })).toThrow(
      'Attempting to confirm without approval or a signature. Please contact support.',
    );
    expect(() => v2RemoveCalls({ ...base, approved: false, permit: null })).toThrow(
      ConfirmWithoutApprovalError,
    );
  });

  it('does not send a signature over another amount than the LP burned', () => {
    // Signed for 2000, burning 1000: the pair's permit would revert on chain.
    expect(() => v2RemoveCalls({ ...base, approved: false, permit: signedFor(2000n) })).toThrow(
      ConfirmWithoutApprovalError,
    );
    // With the allowance in place the plain removal goes instead of the stale signature.
    const calls = v2RemoveCalls({ ...base, permit: signedFor(2000n) });
    expect(V2_ROUTER_INTERFACE.parseTransaction({ data: calls[0]?.callData ?? '' })?.name).toBe(
      'removeLiquidity',
    );
  });

  it.each([
    ['Missing currency amounts', { amountB: undefined }, MissingCurrencyAmountsError],
    ['Missing tokens', { currencyA: undefined }, MissingTokensError],
    ['Missing liquidity amount', { liquidity: undefined }, MissingLiquidityAmountError],
    [
      'Missing liquidity amount',
      { liquidity: CurrencyAmount.fromRawAmount(wethUsdc.liquidityToken, '0') },
      MissingLiquidityAmountError,
    ],
    ['Could not wrap currencies', { currencyB: OTHER_CHAIN_DAI }, CouldNotWrapError],
  ] as const)('throws "%s"', (message, change, ErrorClass) => {
    const attempt = () => v2RemoveCalls({ ...base, ...change });
    expect(attempt).toThrow(ErrorClass);
    expect(attempt).toThrow(message);
  });

  it('checks in the spec order: amounts, tokens, liquidity, wrapping, then approval', () => {
    const attempt = (change: Partial<typeof base>) => () =>
      v2RemoveCalls({ ...base, approved: false, ...change });
    expect(attempt({ amountA: undefined, currencyA: undefined, liquidity: undefined })).toThrow(
      MissingCurrencyAmountsError,
    );
    expect(attempt({ currencyA: undefined, liquidity: undefined })).toThrow(MissingTokensError);
    expect(attempt({ liquidity: undefined, currencyB: OTHER_CHAIN_DAI })).toThrow(
      MissingLiquidityAmountError,
    );
    expect(attempt({ currencyB: OTHER_CHAIN_DAI })).toThrow(CouldNotWrapError);
  });
});

describe('the price and pool share a deposit adds at', () => {
  const base = {
    pairState: PoolState.EXISTS,
    pair: wethUsdc,
    currencyA: ETH,
    currencyB: USDC,
    amountA: undefined,
    amountB: undefined,
  };

  it("is the pool's mid price for the currencies as chosen (ETH for WETH)", () => {
    const price = v2DepositPrice({ ...base, firstDeposit: false });
    expect(price?.toSignificant(6)).toBe('2000');
    expect(price?.baseCurrency).toBe(ETH);
    expect(
      v2DepositPrice({
        ...base,
        firstDeposit: false,
        currencyA: USDC,
        currencyB: ETH,
      })?.toSignificant(6),
    ).toBe('0.0005');
    expect(
      v2DepositPrice({ ...base, firstDeposit: false, pairState: PoolState.LOADING }),
    ).toBeUndefined();
  });

  it('is the typed ratio for a first deposit, once both amounts are typed', () => {
    const first = { ...base, firstDeposit: true, pair: null, pairState: PoolState.NOT_EXISTS };
    expect(v2DepositPrice(first)).toBeUndefined();
    const price = v2DepositPrice({
      ...first,
      amountA: eth(2n * 10n ** 18n),
      amountB: usdc(3_000n * 10n ** 6n),
    });
    expect(price?.toSignificant(6)).toBe('1500');
  });

  it('gives a priced first deposit all of the pool, else its computed share', () => {
    expect(v2DepositShareText(undefined, true, true)).toBe('100');
    expect(v2DepositShareText(undefined, true, false)).toBe('0');
    expect(v2DepositShareText({ poolShare: new Percent(1, 200) }, false, true)).toBe('0.50');
  });
});
