// Integration against the devnet's real Uniswap contracts and pools: reserves, route search,
// Router02 and SwapRouter calls, and Quoter quotes, checked against on-chain balances.
import { getChainInfo, getFactory } from '@dex/chains';
import { getNativeCurrency } from '@dex/currency';
import type { ContractCall, Eip1193Provider, TransactionRequest } from '@dex/primitives';
import { computeSwapDeadline, sendWrite } from '@dex/write';
import { type Devnet, startDevnet } from '@dex-tooling/devnet';
import { CurrencyAmount, Token, TradeType } from '@uniswap/sdk-core';
import { Route as V3Route, Trade as V3Trade } from '@uniswap/v3-sdk';
import { Interface, type JsonRpcProvider, parseUnits, ZeroAddress } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCandidateTokenPairs } from './candidatePairs';
import { recipientRefusal } from './recipients';
import { buildV2SwapCalls, buildV3SwapCall } from './swapCalls';
import { explainSwapEstimateFailure } from './swapWrite';
import { computeSlippageAdjustedAmounts } from './tradeMath';
import { computeV3TradeState, TradeState } from './tradeState';
import { findBestV2TradeExactIn } from './v2/bestTrade';
import { computeV2PairAddress, createV2Pair, decodeReserves, getReservesCall } from './v2/pairs';
import {
  createV3Pool,
  decodeLiquidity,
  decodeSlot0,
  getV3PoolKeys,
  liquidityCall,
  slot0Call,
} from './v3/pools';
import { decodeQuoteExactInput, quoteExactInputCall } from './v3/quoter';
import { computeAllV3Routes } from './v3/routes';

const ERC20 = new Interface([
  'function balanceOf(address) view returns (uint256)',
  'function approve(address spender, uint256 amount) returns (bool)',
]);
const TRADER = 2;
const SLIPPAGE_BIPS = 50;

let devnet: Devnet;
let provider: JsonRpcProvider;
const chain = getChainInfo(31337);

/** The app's swap send: @dex/write's sendWrite from the node's unlocked `account`, explained as a swap. */
function sendSwap(account: string, calls: readonly TransactionRequest[]) {
  const wallet: Eip1193Provider = {
    request: (args) =>
      args.method === 'eth_accounts' ? Promise.resolve([account]) : devnet.client.request(args),
  };
  return sendWrite({
    provider: wallet,
    chainId: devnet.chainId,
    account,
    calls,
    explainEstimateFailure: (failures, provider) =>
      explainSwapEstimateFailure(
        provider,
        account,
        failures.map((failure) => failure.call),
      ),
  });
}

async function read(call: ContractCall): Promise<string> {
  return provider.call({ to: call.address, data: call.callData });
}

async function balanceOf(token: string, account: string): Promise<bigint> {
  return BigInt(
    await read({ address: token, callData: ERC20.encodeFunctionData('balanceOf', [account]) }),
  );
}

async function mined(hash: string) {
  expect((await devnet.client.waitForReceipt(hash)).status).toBe(1);
}

async function latestDeadline(): Promise<bigint> {
  const block = await provider.getBlock('latest');
  return computeSwapDeadline(BigInt(block?.timestamp ?? 0), 1200);
}

beforeAll(async () => {
  devnet = await startDevnet({ services: false });
  provider = devnet.client.provider;
}, 300_000);

afterAll(async () => {
  await devnet?.stop();
});

describe('on the devnet', () => {
  const hopToken = () => {
    const hop = devnet.deployment.tokens.HOP;
    return new Token(31337, hop.address, hop.decimals, hop.symbol, hop.name);
  };
  const wbtc = () => {
    const token = chain?.routing.tradeBases.find((t) => t.symbol === 'WBTC');
    if (!token) throw new Error('WBTC base missing');
    return new Token(31337, token.address, token.decimals, token.symbol, token.name);
  };

  it('routes HOP -> WBTC over real v2 pairs and executes the Router02 swap', async () => {
    const factory = getFactory(31337, 'uniswapV2');
    if (!factory || !chain?.contracts.v2Router02) throw new Error('devnet v2 missing');
    const [hop, btc] = [hopToken(), wbtc()];
    const account = devnet.client.account(TRADER);

    // Candidate pairs -> CREATE2 addresses -> getReserves; missing pairs answer with no data.
    const candidates = getCandidateTokenPairs(hop, btc);
    const hopDai = devnet.deployment.v2Pairs.find(
      (p) => p.exchange === 'uniswap' && p.tokens.includes('HOP'),
    );
    const pairs = [];
    for (const [tokenA, tokenB] of candidates) {
      const address = computeV2PairAddress(factory, tokenA, tokenB);
      const data = await read(getReservesCall(address));
      if (data === '0x') continue;
      pairs.push(createV2Pair(tokenA, tokenB, decodeReserves(data)));
      if (tokenA.equals(hop) || tokenB.equals(hop)) expect(address).toBe(hopDai?.address);
    }
    expect(pairs.length).toBeGreaterThanOrEqual(6);

    const amountIn = CurrencyAmount.fromRawAmount(hop, parseUnits('5000', 18).toString());
    expect(findBestV2TradeExactIn(pairs, amountIn, btc, { singleHopOnly: true })).toBeNull();
    const trade = findBestV2TradeExactIn(pairs, amountIn, btc);
    if (!trade) throw new Error('no route');
    expect(trade.route.path[0]?.symbol).toBe('HOP');
    expect(trade.route.path[1]?.symbol).toBe('DAI');
    expect(trade.route.pairs.length).toBeGreaterThanOrEqual(2);

    const approve = await provider.send('eth_sendTransaction', [
      {
        from: account,
        to: hop.address,
        data: ERC20.encodeFunctionData('approve', [
          chain.contracts.v2Router02,
          amountIn.quotient.toString(),
        ]),
      },
    ]);
    await mined(approve);

    const calls = buildV2SwapCalls(trade, {
      routerAddress: chain.contracts.v2Router02,
      account,
      allowedSlippageBips: SLIPPAGE_BIPS,
      deadline: await latestDeadline(),
    });
    expect(calls.map((c) => c.methodName)).toEqual([
      'swapExactTokensForTokens',
      'swapExactTokensForTokensSupportingFeeOnTransferTokens',
    ]);
    const before = await balanceOf(btc.address, account);
    const hopBefore = await balanceOf(hop.address, account);
    const { hash, request } = await sendSwap(account, calls);
    await mined(hash);
    expect(request).toBe(calls[0]);
    const received = (await balanceOf(btc.address, account)) - before;
    // Nothing else trades on the devnet, so the chain pays exactly the SDK's output.
    expect(received.toString()).toBe(trade.outputAmount.quotient.toString());
    const { minimumAmountOut } = computeSlippageAdjustedAmounts(trade, SLIPPAGE_BIPS);
    expect(received >= BigInt(minimumAmountOut.quotient.toString())).toBe(true);
    expect(hopBefore - (await balanceOf(hop.address, account))).toBe(
      BigInt(amountIn.quotient.toString()),
    );
  }, 60_000);

  it('quotes a v3 two-hop ETH -> HOP trade through the Quoter and executes it on SwapRouter', async () => {
    const factory = getFactory(31337, 'uniswapV3');
    const quoter = chain?.contracts.quoter;
    const swapRouter = chain?.contracts.swapRouter;
    if (!factory || !quoter || !swapRouter) throw new Error('devnet v3 missing');
    const ether = getNativeCurrency(31337);
    if (!ether) throw new Error('no native currency');
    const hop = hopToken();
    const account = devnet.client.account(TRADER);

    const keys = getV3PoolKeys(getCandidateTokenPairs(ether.wrapped, hop), factory);
    const pools = [];
    for (const key of keys) {
      const slot0 = await read(slot0Call(key.address));
      if (slot0 === '0x') continue;
      const pool = createV3Pool(
        key,
        decodeSlot0(slot0),
        decodeLiquidity(await read(liquidityCall(key.address))),
      );
      if (pool) pools.push(pool);
    }
    const deployed = devnet.deployment.v3Pools.map((p) => p.address);
    expect(keys.filter((k) => deployed.includes(k.address)).length).toBe(pools.length);

    const routes = computeAllV3Routes(ether, hop, pools);
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.every((route) => route.pools.length === 2)).toBe(true);
    expect(computeAllV3Routes(ether, hop, pools, 1)).toHaveLength(0);

    const amountIn = CurrencyAmount.fromRawAmount(ether, parseUnits('1', 18).toString());
    const quotes = [];
    for (const route of routes) {
      const data = await read(quoteExactInputCall(quoter, route, amountIn)).catch(() => undefined);
      quotes.push({
        loading: false,
        syncing: false,
        amount: data ? decodeQuoteExactInput(data) : undefined,
      });
    }
    const { state, trade } = computeV3TradeState({
      tradeType: TradeType.EXACT_INPUT,
      amountSpecified: amountIn,
      otherCurrency: hop,
      routes,
      routesLoading: false,
      quotes,
    });
    expect(state).toBe(TradeState.VALID);
    if (!trade) throw new Error('no v3 trade');
    // 1 ETH is about $2000, a HOP $0.10: roughly 20000 HOP less fees and impact.
    expect(Number(trade.outputAmount.toExact())).toBeGreaterThan(15_000);
    expect(Number(trade.outputAmount.toExact())).toBeLessThan(20_000);

    const call = buildV3SwapCall(trade, {
      routerAddress: swapRouter,
      account,
      allowedSlippageBips: SLIPPAGE_BIPS,
      deadline: await latestDeadline(),
    });
    expect(call.value).toBe(BigInt(amountIn.quotient.toString()));
    const before = await balanceOf(hop.address, account);
    const { hash } = await sendSwap(account, [call]);
    await mined(hash);
    const received = (await balanceOf(hop.address, account)) - before;
    expect(received.toString()).toBe(trade.outputAmount.quotient.toString());
  }, 60_000);

  it('forbids the real pairs and pools of a trade, the zero address and the v3 routers as recipients', async () => {
    const v2Factory = getFactory(31337, 'uniswapV2');
    const v3Factory = getFactory(31337, 'uniswapV3');
    const ether = getNativeCurrency(31337);
    if (!chain || !v2Factory || !v3Factory || !ether) throw new Error('devnet missing');
    const usdcInfo = devnet.deployment.tokens.USDC;
    const [weth, usdc] = [
      ether.wrapped,
      new Token(31337, usdcInfo.address, usdcInfo.decimals, usdcInfo.symbol, usdcInfo.name),
    ];
    const isWethUsdc = (tokens: readonly string[]) =>
      tokens.includes('WETH') && tokens.includes('USDC');
    const realPair = devnet.deployment.v2Pairs.find(
      (p) => p.exchange === 'uniswap' && isWethUsdc(p.tokens),
    );
    const realPool = devnet.deployment.v3Pools.find((p) => isWethUsdc(p.tokens));
    if (!realPair || !realPool) throw new Error('seeded WETH/USDC pair or pool missing');

    // A v2 trade over the deployed pair, read from the chain.
    const reserves = await read(getReservesCall(realPair.address));
    expect(reserves).not.toBe('0x');
    const pair = createV2Pair(weth, usdc, decodeReserves(reserves));
    const amountIn = CurrencyAmount.fromRawAmount(weth, parseUnits('1', 18).toString());
    const v2Trade = findBestV2TradeExactIn([pair], amountIn, usdc);
    if (!v2Trade) throw new Error('no v2 route');
    // The SDK derives pair addresses from mainnet's factory: that is not the devnet's pair.
    expect(pair.liquidityToken.address).not.toBe(realPair.address);

    // A v3 trade over the deployed pool.
    const [key] = getV3PoolKeys([[weth, usdc]], v3Factory, [realPool.fee]);
    if (!key) throw new Error('no pool key');
    expect(key.address).toBe(realPool.address);
    const pool = createV3Pool(
      key,
      decodeSlot0(await read(slot0Call(key.address))),
      decodeLiquidity(await read(liquidityCall(key.address))),
    );
    if (!pool) throw new Error('pool not initialised');
    const v3Trade = V3Trade.createUncheckedTrade({
      route: new V3Route([pool], weth, usdc),
      inputAmount: amountIn,
      outputAmount: CurrencyAmount.fromRawAmount(usdc, '1'),
      tradeType: TradeType.EXACT_INPUT,
    });

    expect(recipientRefusal(realPair.address, chain, v2Trade)).toBe('routePool');
    expect(recipientRefusal(realPool.address, chain, v3Trade)).toBe('routePool');
    for (const trade of [v2Trade, v3Trade, null]) {
      expect(recipientRefusal(ZeroAddress, chain, trade)).toBe('zeroAddress');
      for (const router of ['swapRouter', 'swapRouter02', 'v2Router02'] as const) {
        expect(recipientRefusal(devnet.deployment.contracts[router], chain, trade)).toBe(
          'protocolContract',
        );
      }
      // A trader is a fine recipient.
      expect(recipientRefusal(devnet.client.account(TRADER), chain, trade)).toBeNull();
    }
  }, 60_000);

  it('maps an expired deadline to the spec message', async () => {
    const factory = getFactory(31337, 'uniswapV2');
    if (!factory || !chain?.contracts.v2Router02) throw new Error('devnet v2 missing');
    const ether = getNativeCurrency(31337);
    if (!ether) throw new Error('no native currency');
    const [weth, btc] = [ether.wrapped, wbtc()];
    const data = await read(getReservesCall(computeV2PairAddress(factory, weth, btc)));
    const trade = findBestV2TradeExactIn(
      [createV2Pair(weth, btc, decodeReserves(data))],
      CurrencyAmount.fromRawAmount(ether, parseUnits('1', 18).toString()),
      btc,
    );
    if (!trade) throw new Error('no route');
    const block = await provider.getBlock('latest');
    const account = devnet.client.account(TRADER);
    const calls = buildV2SwapCalls(trade, {
      routerAddress: chain.contracts.v2Router02,
      account,
      allowedSlippageBips: SLIPPAGE_BIPS,
      deadline: BigInt((block?.timestamp ?? 0) - 10),
    });
    expect(calls[0]?.methodName).toBe('swapExactETHForTokens');
    await expect(sendSwap(account, calls)).rejects.toThrow(
      'The transaction could not be sent because the deadline has passed. Please check that your transaction deadline is not too low.',
    );
  }, 60_000);
});
