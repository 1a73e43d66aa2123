// Split and mixed trades sent as one SwapRouter02 multicall on the devnet's real contracts, through
// the write path every write uses (@dex/write sendWrite), judged by balances on chain. Each route's
// amount is the chain's own answer (pair reserves, the Quoter), so the expected balances are exact.
import { permitInfoCalls, resolvePermitInfo, signPermit } from '@dex/approvals';
import { getChainInfo, getFactory } from '@dex/chains';
import { getNativeCurrency } from '@dex/currency';
import type { Eip1193Provider, TransactionRequest } from '@dex/primitives';
import { computeSwapDeadline, readChainTime, sendWrite } from '@dex/write';
import { type Devnet, startDevnet } from '@dex-tooling/devnet';
import { type Currency, CurrencyAmount, Token, TradeType } from '@uniswap/sdk-core';
import type { Pair } from '@uniswap/v2-sdk';
import {
  encodeSqrtRatioX96,
  FeeAmount,
  type Pool,
  TICK_SPACINGS,
  Route as V3Route,
  Trade as V3Trade,
} from '@uniswap/v3-sdk';
import { Interface, type JsonRpcProvider, parseEther, parseUnits } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SwapGasEstimateError } from './errors';
import { decodeMixedQuoteExactInput, quoteMixedExactInputCall } from './mixedRouteQuoter';
import { buildV3SwapCall } from './swapCalls';
import { SWAP_ERROR_MESSAGES } from './swapErrors';
import { buildSwapRouter02Call, type SplitTrade, type SwapRouteSplit } from './swapRouter02';
import { swapSpender } from './swapSpender';
import { explainSwapEstimateFailure } from './swapWrite';
import { computeV2PairAddress, createV2Pair, decodeReserves, getReservesCall } from './v2/pairs';
import {
  computeV3PoolAddress,
  createV3Pool,
  decodeLiquidity,
  decodeSlot0,
  liquidityCall,
  slot0Call,
} from './v3/pools';
import {
  decodeQuoteExactInput,
  decodeQuoteExactOutput,
  quoteExactInputCall,
  quoteExactOutputCall,
} from './v3/quoter';

const ERC20 = new Interface([
  'function balanceOf(address) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
]);
const SLIPPAGE_BIPS = 50;
// Accounts no other router devnet test trades from (each file starts its own devnet anyway).
const SPLITTER = 5;
const MIXER = 6;
const PERMITTER = 7;
const SHALLOW_TRADER = 4;
const LIQUIDITY_PROVIDER = 8;
const POSITION_MANAGER = new Interface([
  'function createAndInitializePoolIfNecessary(address token0, address token1, uint24 fee, uint160 sqrtPriceX96) payable returns (address pool)',
  'function mint((address token0, address token1, uint24 fee, int24 tickLower, int24 tickUpper, uint256 amount0Desired, uint256 amount1Desired, uint256 amount0Min, uint256 amount1Min, address recipient, uint256 deadline) params) payable returns (uint256 tokenId, uint128 liquidity, uint256 amount0, uint256 amount1)',
]);

let devnet: Devnet;
let provider: JsonRpcProvider;
const chain = getChainInfo(31337);

beforeAll(async () => {
  devnet = await startDevnet({ services: false });
  provider = devnet.client.provider;
}, 300_000);

afterAll(async () => {
  await devnet?.stop();
});

const token = (key: 'WETH' | 'USDC' | 'DAI' | 'HOP') => {
  const t = devnet.deployment.tokens[key];
  return new Token(31337, t.address, t.decimals, t.symbol, t.name);
};
const ether = () => {
  const native = getNativeCurrency(31337);
  if (!native) throw new Error('devnet native currency missing');
  return native;
};
const router = () => {
  const address = swapSpender(31337, 'swapRouter02');
  if (!address) throw new Error('devnet SwapRouter02 missing');
  return address;
};

async function read(address: string, data: string): Promise<string> {
  return provider.call({ to: address, data });
}

async function balanceOf(tokenAddress: string, account: string): Promise<bigint> {
  return BigInt(await read(tokenAddress, ERC20.encodeFunctionData('balanceOf', [account])));
}

async function v2Pair(a: Token, b: Token): Promise<Pair> {
  const factory = getFactory(31337, 'uniswapV2');
  if (!factory) throw new Error('devnet v2 missing');
  const call = getReservesCall(computeV2PairAddress(factory, a, b));
  return createV2Pair(a, b, decodeReserves(await read(call.address, call.callData)));
}

async function v3Pool(a: Token, b: Token, fee: FeeAmount): Promise<Pool> {
  const factory = getFactory(31337, 'uniswapV3');
  if (!factory) throw new Error('devnet v3 missing');
  const address = computeV3PoolAddress(factory, a, b, fee);
  const [slot0, liquidity] = [slot0Call(address), liquidityCall(address)];
  const [token0, token1] = a.sortsBefore(b) ? [a, b] : [b, a];
  const pool = createV3Pool(
    { address, token0, token1, fee },
    decodeSlot0(await read(slot0.address, slot0.callData)),
    decodeLiquidity(await read(liquidity.address, liquidity.callData)),
  );
  if (!pool) throw new Error(`no ${a.symbol}/${b.symbol} ${fee} pool`);
  return pool;
}

async function quoteIn(pool: Pool, from: Token, to: Token, amountIn: bigint): Promise<bigint> {
  const quoter = chain?.contracts.quoter;
  if (!quoter) throw new Error('devnet Quoter missing');
  const call = quoteExactInputCall(
    quoter,
    new V3Route([pool], from, to),
    CurrencyAmount.fromRawAmount(from, amountIn.toString()),
  );
  return BigInt(decodeQuoteExactInput(await read(call.address, call.callData)).toString());
}

async function quoteOut(pool: Pool, from: Token, to: Token, amountOut: bigint): Promise<bigint> {
  const quoter = chain?.contracts.quoter;
  if (!quoter) throw new Error('devnet Quoter missing');
  const call = quoteExactOutputCall(
    quoter,
    new V3Route([pool], from, to),
    CurrencyAmount.fromRawAmount(to, amountOut.toString()),
  );
  return BigInt(decodeQuoteExactOutput(await read(call.address, call.callData)).toString());
}

const amount = <T extends Currency>(currency: T, raw: bigint): CurrencyAmount<T> =>
  CurrencyAmount.fromRawAmount(currency, raw.toString());

function splitTrade(
  tradeType: TradeType,
  input: Currency,
  output: Currency,
  splits: SwapRouteSplit[],
): SplitTrade {
  const total = (pick: (split: SwapRouteSplit) => CurrencyAmount<Currency>) =>
    splits.reduce((sum, split) => sum + BigInt(pick(split).quotient.toString()), 0n);
  return {
    tradeType,
    inputAmount: amount(
      input,
      total((split) => split.inputAmount),
    ),
    outputAmount: amount(
      output,
      total((split) => split.outputAmount),
    ),
    splits,
  };
}

/** The mined receipt of `hash`, which must have succeeded. */
async function minedReceipt(hash: string) {
  const receipt = await devnet.client.waitForReceipt(hash);
  expect(receipt.status).toBe(1);
  return receipt;
}

/** The app's write path: sendWrite from the node's unlocked `account`, failures explained as a swap's. */
async function send(account: string, call: TransactionRequest) {
  const wallet: Eip1193Provider = {
    request: (args) =>
      args.method === 'eth_accounts' ? Promise.resolve([account]) : devnet.client.request(args),
  };
  const sent = await sendWrite({
    provider: wallet,
    chainId: devnet.chainId,
    account,
    calls: [call],
    explainEstimateFailure: (failures, provider) =>
      explainSwapEstimateFailure(
        provider,
        account,
        failures.map((failure) => failure.call),
      ),
  });
  const receipt = await minedReceipt(sent.hash);
  return { gasPaid: receipt.gasUsed * receipt.gasPrice };
}

async function deadline(): Promise<bigint> {
  return computeSwapDeadline(await readChainTime((args) => devnet.client.request(args)), 1200);
}

async function approve(account: string, tokenAddress: string, spender: string) {
  await devnet.client.transact({
    from: account,
    to: tokenAddress,
    data: ERC20.encodeFunctionData('approve', [spender, 2n ** 256n - 1n]),
  });
}

/** The app's permit path: the token's permit support read from chain, signed by the node's account for SwapRouter02. */
async function signedPermit(spent: Token, account: string, value: bigint) {
  const wallet: Eip1193Provider = { request: (args) => devnet.client.request(args) };
  const answers = await Promise.all(
    permitInfoCalls(spent.address, account).map((c) =>
      read(c.address, c.callData).catch(() => undefined),
    ),
  );
  const info = resolvePermitInfo(31337, spent.address, answers);
  if (!info) throw new Error(`devnet ${spent.symbol} has no permit`);
  return signPermit({
    provider: wallet,
    account,
    info,
    spender: router(),
    value,
    chainTime: () => readChainTime(wallet.request),
    deadlineSeconds: 1200,
  });
}

/** What the router keeps after a trade: nothing of the tokens it touched, no ether. */
async function routerLeftovers(tokens: readonly Token[]) {
  const address = router();
  return {
    ether: await provider.getBalance(address),
    tokens: await Promise.all(tokens.map((t) => balanceOf(t.address, address))),
  };
}

describe('SwapRouter02 on the devnet', () => {
  it('sends a 2-route split, ETH in (v2 60% + v3 40%), and pays the sum of both routes', async () => {
    const [weth, usdc] = [token('WETH'), token('USDC')];
    const account = devnet.client.account(SPLITTER);
    const pair = await v2Pair(weth, usdc);
    const pool = await v3Pool(weth, usdc, FeeAmount.LOW);
    const total = parseEther('10');
    const [v2In, v3In] = [(total * 60n) / 100n, (total * 40n) / 100n];
    // Each route's output as its pool answers now (the v2 swap does not move the v3 pool).
    const v2Out = BigInt(pair.getOutputAmount(amount(weth, v2In))[0].quotient.toString());
    const v3Out = await quoteIn(pool, weth, usdc, v3In);
    const trade = splitTrade(TradeType.EXACT_INPUT, ether(), usdc, [
      {
        protocol: 'V2',
        percent: 60,
        path: [weth, usdc],
        pools: [pair],
        inputAmount: amount(ether(), v2In),
        outputAmount: amount(usdc, v2Out),
      },
      {
        protocol: 'V3',
        percent: 40,
        path: [weth, usdc],
        pools: [pool],
        inputAmount: amount(ether(), v3In),
        outputAmount: amount(usdc, v3Out),
      },
    ]);
    const call = buildSwapRouter02Call(trade, {
      routerAddress: router(),
      account,
      allowedSlippageBips: SLIPPAGE_BIPS,
      deadline: await deadline(),
    });
    expect(call.value).toBe(total);

    const [usdcBefore, ethBefore] = [
      await balanceOf(usdc.address, account),
      await provider.getBalance(account),
    ];
    const { gasPaid } = await send(account, call);
    expect((await balanceOf(usdc.address, account)) - usdcBefore).toBe(v2Out + v3Out);
    expect(ethBefore - (await provider.getBalance(account))).toBe(total + gasPaid);
    expect(await routerLeftovers([weth, usdc])).toEqual({ ether: 0n, tokens: [0n, 0n] });
  }, 120_000);

  it('sends a mixed trade (HOP -v2-> DAI -v3-> USDC): the v3 hop swaps what the v2 hop delivered', async () => {
    const [hop, dai, usdc] = [token('HOP'), token('DAI'), token('USDC')];
    const account = devnet.client.account(MIXER);
    const pair = await v2Pair(hop, dai);
    const pool = await v3Pool(dai, usdc, FeeAmount.LOWEST);
    const amountIn = parseUnits('50000', 18);
    const daiOut = BigInt(pair.getOutputAmount(amount(hop, amountIn))[0].quotient.toString());
    const usdcOut = await quoteIn(pool, dai, usdc, daiOut);
    // The registry's MixedRouteQuoterV1 prices the whole mixed path in one call, the same.
    const mixedQuoter = chain?.contracts.mixedRouteQuoterV1;
    if (!mixedQuoter) throw new Error('devnet MixedRouteQuoterV1 missing');
    const quote = quoteMixedExactInputCall(
      mixedQuoter,
      { path: [hop, dai, usdc], pools: [pair, pool] },
      amountIn,
    );
    expect(decodeMixedQuoteExactInput(await read(quote.address, quote.callData))).toBe(usdcOut);
    const trade = splitTrade(TradeType.EXACT_INPUT, hop, usdc, [
      {
        protocol: 'MIXED',
        percent: 100,
        path: [hop, dai, usdc],
        pools: [pair, pool],
        inputAmount: amount(hop, amountIn),
        outputAmount: amount(usdc, usdcOut),
      },
    ]);
    await approve(account, hop.address, router());
    const call = buildSwapRouter02Call(trade, {
      routerAddress: router(),
      account,
      allowedSlippageBips: SLIPPAGE_BIPS,
      deadline: await deadline(),
    });
    expect(call.value).toBe(0n);

    const [hopBefore, usdcBefore] = [
      await balanceOf(hop.address, account),
      await balanceOf(usdc.address, account),
    ];
    await send(account, call);
    expect(hopBefore - (await balanceOf(hop.address, account))).toBe(amountIn);
    expect((await balanceOf(usdc.address, account)) - usdcBefore).toBe(usdcOut);
    expect(await routerLeftovers([hop, dai, usdc])).toEqual({ ether: 0n, tokens: [0n, 0n, 0n] });
  }, 120_000);

  it('sends an exact-output split for ETH out, paid with a USDC permit instead of an approval', async () => {
    const [weth, usdc] = [token('WETH'), token('USDC')];
    const account = devnet.client.account(SPLITTER);
    const pair = await v2Pair(weth, usdc);
    const pool = await v3Pool(weth, usdc, FeeAmount.MEDIUM);
    const [v2Out, v3Out] = [parseEther('1.5'), parseEther('0.5')];
    const v2In = BigInt(pair.getInputAmount(amount(weth, v2Out))[0].quotient.toString());
    const v3In = await quoteOut(pool, usdc, weth, v3Out);
    const trade = splitTrade(TradeType.EXACT_OUTPUT, usdc, ether(), [
      {
        protocol: 'V2',
        path: [usdc, weth],
        pools: [pair],
        inputAmount: amount(usdc, v2In),
        outputAmount: amount(ether(), v2Out),
      },
      {
        protocol: 'V3',
        path: [usdc, weth],
        pools: [pool],
        inputAmount: amount(usdc, v3In),
        outputAmount: amount(ether(), v3Out),
      },
    ]);
    const maximumIn = ((v2In + v3In) * 10_050n) / 10_000n;

    const permit = await signedPermit(usdc, account, maximumIn);
    const call = buildSwapRouter02Call(trade, {
      routerAddress: router(),
      account,
      allowedSlippageBips: SLIPPAGE_BIPS,
      deadline: await deadline(),
      permit,
    });

    const [usdcBefore, ethBefore] = [
      await balanceOf(usdc.address, account),
      await provider.getBalance(account),
    ];
    const { gasPaid } = await send(account, call);
    expect(usdcBefore - (await balanceOf(usdc.address, account))).toBe(v2In + v3In);
    // SwapRouter02's v2 swap pays what the pair's balance allows (it supports fee-on-transfer
    // tokens), so the v2 route's output is that of its rounded-up input: a few wei over the ask.
    const v2Paid = BigInt(pair.getOutputAmount(amount(usdc, v2In))[0].quotient.toString());
    expect(v2Paid).toBeGreaterThanOrEqual(v2Out);
    expect((await provider.getBalance(account)) - ethBefore).toBe(v2Paid + v3Out - gasPaid);
    expect(await routerLeftovers([weth, usdc])).toEqual({ ether: 0n, tokens: [0n, 0n] });
  }, 120_000);

  it('sends an exact-output split paid in ETH: the maximum goes in, refundETH returns the rest', async () => {
    const [weth, dai] = [token('WETH'), token('DAI')];
    const account = devnet.client.account(MIXER);
    const pair = await v2Pair(weth, dai);
    const pool = await v3Pool(weth, dai, FeeAmount.MEDIUM);
    const [v2Out, v3Out] = [parseUnits('3000', 18), parseUnits('2000', 18)];
    const v2In = BigInt(pair.getInputAmount(amount(dai, v2Out))[0].quotient.toString());
    const v3In = await quoteOut(pool, weth, dai, v3Out);
    const trade = splitTrade(TradeType.EXACT_OUTPUT, ether(), dai, [
      {
        protocol: 'V2',
        path: [weth, dai],
        pools: [pair],
        inputAmount: amount(ether(), v2In),
        outputAmount: amount(dai, v2Out),
      },
      {
        protocol: 'V3',
        path: [weth, dai],
        pools: [pool],
        inputAmount: amount(ether(), v3In),
        outputAmount: amount(dai, v3Out),
      },
    ]);
    const call = buildSwapRouter02Call(trade, {
      routerAddress: router(),
      account,
      allowedSlippageBips: SLIPPAGE_BIPS,
      deadline: await deadline(),
    });
    expect(call.value).toBeGreaterThan(v2In + v3In);

    const [daiBefore, ethBefore] = [
      await balanceOf(dai.address, account),
      await provider.getBalance(account),
    ];
    const { gasPaid } = await send(account, call);
    const v2Paid = BigInt(pair.getOutputAmount(amount(weth, v2In))[0].quotient.toString());
    expect((await balanceOf(dai.address, account)) - daiBefore).toBe(v2Paid + v3Out);
    // Only what the pools took: the rest of the value came back.
    expect(ethBefore - (await provider.getBalance(account))).toBe(v2In + v3In + gasPaid);
    expect(await routerLeftovers([weth, dai])).toEqual({ ether: 0n, tokens: [0n, 0n] });
  }, 120_000);

  it('sends a mixed exact-output trade (ETH -v3-> DAI -v2-> HOP): buys the DAI the v2 hop needs, then swaps it all', async () => {
    const [weth, dai, hop] = [token('WETH'), token('DAI'), token('HOP')];
    const account = devnet.client.account(PERMITTER);
    const pool = await v3Pool(weth, dai, FeeAmount.MEDIUM);
    const pair = await v2Pair(dai, hop);
    const wanted = parseUnits('10000', 18);
    const daiNeeded = BigInt(pair.getInputAmount(amount(hop, wanted))[0].quotient.toString());
    const ethIn = await quoteOut(pool, weth, dai, daiNeeded);
    const trade = splitTrade(TradeType.EXACT_OUTPUT, ether(), hop, [
      {
        protocol: 'MIXED',
        path: [weth, dai, hop],
        pools: [pool, pair],
        inputAmount: amount(ether(), ethIn),
        outputAmount: amount(hop, wanted),
      },
    ]);
    const call = buildSwapRouter02Call(trade, {
      routerAddress: router(),
      account,
      allowedSlippageBips: SLIPPAGE_BIPS,
      deadline: await deadline(),
    });

    const [hopBefore, ethBefore] = [
      await balanceOf(hop.address, account),
      await provider.getBalance(account),
    ];
    const { gasPaid } = await send(account, call);
    const hopPaid = BigInt(pair.getOutputAmount(amount(dai, daiNeeded))[0].quotient.toString());
    expect(hopPaid).toBeGreaterThanOrEqual(wanted);
    expect((await balanceOf(hop.address, account)) - hopBefore).toBe(hopPaid);
    expect(ethBefore - (await provider.getBalance(account))).toBe(ethIn + gasPaid);
    expect(await routerLeftovers([weth, dai, hop])).toEqual({ ether: 0n, tokens: [0n, 0n, 0n] });
  }, 120_000);

  it('spends DAI through a DAI-style permit (selfPermitAllowed) over two routes', async () => {
    const [dai, usdc] = [token('DAI'), token('USDC')];
    const account = devnet.client.account(PERMITTER);
    const pair = await v2Pair(dai, usdc);
    const pool = await v3Pool(dai, usdc, FeeAmount.LOWEST);
    const [v2In, v3In] = [parseUnits('7000', 18), parseUnits('3000', 18)];
    const v2Out = BigInt(pair.getOutputAmount(amount(dai, v2In))[0].quotient.toString());
    const v3Out = await quoteIn(pool, dai, usdc, v3In);
    const trade = splitTrade(TradeType.EXACT_INPUT, dai, usdc, [
      {
        protocol: 'V2',
        path: [dai, usdc],
        pools: [pair],
        inputAmount: amount(dai, v2In),
        outputAmount: amount(usdc, v2Out),
      },
      {
        protocol: 'V3',
        path: [dai, usdc],
        pools: [pool],
        inputAmount: amount(dai, v3In),
        outputAmount: amount(usdc, v3Out),
      },
    ]);
    const permit = await signedPermit(dai, account, v2In + v3In);
    expect(permit.type).toBe('allowed');
    const call = buildSwapRouter02Call(trade, {
      routerAddress: router(),
      account,
      allowedSlippageBips: SLIPPAGE_BIPS,
      deadline: await deadline(),
      permit,
    });

    const [daiBefore, usdcBefore] = [
      await balanceOf(dai.address, account),
      await balanceOf(usdc.address, account),
    ];
    await send(account, call);
    expect(daiBefore - (await balanceOf(dai.address, account))).toBe(v2In + v3In);
    expect((await balanceOf(usdc.address, account)) - usdcBefore).toBe(v2Out + v3Out);
    expect(await routerLeftovers([dai, usdc])).toEqual({ ether: 0n, tokens: [0n, 0n] });
  }, 120_000);

  it('refuses, with the price-movement message, a split whose whole output falls short of the minimum', async () => {
    const [dai, usdc] = [token('DAI'), token('USDC')];
    const account = devnet.client.account(MIXER);
    const pair = await v2Pair(dai, usdc);
    const pool = await v3Pool(dai, usdc, FeeAmount.LOWEST);
    const half = parseUnits('20000', 18);
    const v2Out = BigInt(pair.getOutputAmount(amount(dai, half))[0].quotient.toString());
    const v3Out = await quoteIn(pool, dai, usdc, half);
    // Both routes promise 2% more than the pools give: beyond a 0.5% tolerance on the total.
    const promised = (out: bigint) => (out * 102n) / 100n;
    const trade = splitTrade(TradeType.EXACT_INPUT, dai, usdc, [
      {
        protocol: 'V2',
        path: [dai, usdc],
        pools: [pair],
        inputAmount: amount(dai, half),
        outputAmount: amount(usdc, promised(v2Out)),
      },
      {
        protocol: 'V3',
        path: [dai, usdc],
        pools: [pool],
        inputAmount: amount(dai, half),
        outputAmount: amount(usdc, promised(v3Out)),
      },
    ]);
    await approve(account, dai.address, router());
    const call = buildSwapRouter02Call(trade, {
      routerAddress: router(),
      account,
      allowedSlippageBips: SLIPPAGE_BIPS,
      deadline: await deadline(),
    });
    const daiBefore = await balanceOf(dai.address, account);
    const failure = await send(account, call).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SwapGasEstimateError);
    expect((failure as SwapGasEstimateError).message).toBe(SWAP_ERROR_MESSAGES.priceMovement);
    expect(await balanceOf(dai.address, account)).toBe(daiBefore);
  }, 120_000);
});

/**
 * A new WETH/HOP pool at `fee` (the devnet has none) priced 1:1, whose only liquidity is 1 WETH +
 * 1 HOP one tick spacing either side of the price: a swap of more than that runs out of liquidity.
 */
async function shallowPool(fee: FeeAmount): Promise<{ pool: Pool; address: string }> {
  const [weth, hop] = [token('WETH'), token('HOP')];
  const [token0, token1] = weth.sortsBefore(hop) ? [weth, hop] : [hop, weth];
  const lp = devnet.client.account(LIQUIDITY_PROVIDER);
  const manager = devnet.deployment.contracts.nonfungiblePositionManager;
  const transact = (data: string) => devnet.client.transact({ from: lp, to: manager, data });
  await transact(
    POSITION_MANAGER.encodeFunctionData('createAndInitializePoolIfNecessary', [
      token0.address,
      token1.address,
      fee,
      BigInt(encodeSqrtRatioX96(1, 1).toString()),
    ]),
  );
  for (const t of [token0, token1]) await approve(lp, t.address, manager);
  const spacing = TICK_SPACINGS[fee];
  await transact(
    POSITION_MANAGER.encodeFunctionData('mint', [
      [
        token0.address,
        token1.address,
        fee,
        -spacing,
        spacing,
        parseEther('1'),
        parseEther('1'),
        0n,
        0n,
        lp,
        2n ** 64n,
      ],
    ]),
  );
  const factory = getFactory(31337, 'uniswapV3');
  if (!factory) throw new Error('devnet v3 missing');
  return {
    pool: await v3Pool(weth, hop, fee),
    address: computeV3PoolAddress(factory, weth, hop, fee),
  };
}

describe('an exact-input ETH swap its v3 pool can only partly fill', () => {
  // The Quoter quotes what the pool can fill; the router spends only that much of the value.
  const total = parseEther('10');

  async function sendAndJudge(
    call: TransactionRequest,
    pool: { address: string },
    out: bigint,
    routerAddress: string,
  ) {
    const [weth, hop] = [token('WETH'), token('HOP')];
    const account = devnet.client.account(SHALLOW_TRADER);
    expect(call.value).toBe(total);
    const [hopBefore, ethBefore, poolWethBefore] = [
      await balanceOf(hop.address, account),
      await provider.getBalance(account),
      await balanceOf(weth.address, pool.address),
    ];
    const { gasPaid } = await send(account, call);
    const spent = (await balanceOf(weth.address, pool.address)) - poolWethBefore;
    expect(spent).toBeGreaterThan(0n);
    expect(spent).toBeLessThan(parseEther('2'));
    expect((await balanceOf(hop.address, account)) - hopBefore).toBe(out);
    // Only what the pool took left the account: the rest of the value came back.
    expect(ethBefore - (await provider.getBalance(account))).toBe(spent + gasPaid);
    expect(await provider.getBalance(routerAddress)).toBe(0n);
  }

  it('through SwapRouter02 (buildSwapRouter02Call): refundETH returns the ETH the pool did not take', async () => {
    const [weth, hop] = [token('WETH'), token('HOP')];
    const shallow = await shallowPool(FeeAmount.MEDIUM);
    const out = await quoteIn(shallow.pool, weth, hop, total);
    expect(out).toBeLessThan(parseEther('1')); // the position's HOP, not 10 ETH's worth
    const trade = splitTrade(TradeType.EXACT_INPUT, ether(), hop, [
      {
        protocol: 'V3',
        path: [weth, hop],
        pools: [shallow.pool],
        inputAmount: amount(ether(), total),
        outputAmount: amount(hop, out),
      },
    ]);
    const call = buildSwapRouter02Call(trade, {
      routerAddress: router(),
      account: devnet.client.account(SHALLOW_TRADER),
      allowedSlippageBips: SLIPPAGE_BIPS,
      deadline: await deadline(),
    });
    await sendAndJudge(call, shallow, out, router());
  }, 120_000);

  it('through SwapRouter (buildV3SwapCall): refundETH returns the ETH the pool did not take', async () => {
    const [weth, hop] = [token('WETH'), token('HOP')];
    const swapRouter = chain?.contracts.swapRouter;
    if (!swapRouter) throw new Error('devnet SwapRouter missing');
    const shallow = await shallowPool(FeeAmount.LOW);
    const out = await quoteIn(shallow.pool, weth, hop, total);
    expect(out).toBeLessThan(parseEther('1'));
    const trade = V3Trade.createUncheckedTrade({
      route: new V3Route([shallow.pool], ether(), hop),
      tradeType: TradeType.EXACT_INPUT,
      inputAmount: amount(ether(), total),
      outputAmount: amount(hop, out),
    });
    const call = buildV3SwapCall(trade, {
      routerAddress: swapRouter,
      account: devnet.client.account(SHALLOW_TRADER),
      allowedSlippageBips: SLIPPAGE_BIPS,
      deadline: await deadline(),
    });
    await sendAndJudge(call, shallow, out, swapRouter);
  }, 120_000);
});
