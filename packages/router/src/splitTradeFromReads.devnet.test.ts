// The app's split route on the devnet: the seeded pairs and pools read as the app reads them
// (pairs, pools and TickLens windows through one reader, settled as the block's multicall would),
// the best trade chosen against the Quoter's v3 trade, and sent through SwapRouter02 by the write
// path every write uses, judged by balances on chain.
import { getChainInfo } from '@dex/chains';
import { getNativeCurrency } from '@dex/currency';
import type { Eip1193Provider, ReadState } from '@dex/primitives';
import { computeSwapDeadline, readChainTime, sendWrite } from '@dex/write';
import { type Devnet, startDevnet } from '@dex-tooling/devnet';
import { type Currency, CurrencyAmount, Token } from '@uniswap/sdk-core';
import { Interface, parseEther } from 'ethers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SplitRouteTrade } from './splitTrade';
import { bestTrade, splitTradeFromReads } from './splitTradeFromReads';
import { swapSpender, tradeRouterKind } from './swapSpender';
import { buildSwapCalls, explainSwapEstimateFailure } from './swapWrite';
import { settleReads, v3TradeFromReads } from './tradeFromReads';
import type { TradeRead } from './tradeReads';
import { TradeState } from './tradeState';

const ERC20 = new Interface(['function balanceOf(address) view returns (uint256)']);
// An account no other router devnet test trades from (each file starts its own devnet anyway).
const TRADER = 8;

let devnet: Devnet;

beforeAll(async () => {
  devnet = await startDevnet({ services: false });
}, 300_000);

afterAll(async () => {
  await devnet?.stop();
});

function token(key: 'USDC' | 'DAI'): Token {
  const t = devnet.deployment.tokens[key];
  return new Token(devnet.chainId, t.address, t.decimals, t.symbol);
}

/** Each read as its own eth_call at one block; a revert or missing contract is an error, as multicall reports. */
function ethCallsAt(blockTag: string) {
  return async (calls: readonly TradeRead[]): Promise<readonly ReadState[]> =>
    Promise.all(
      calls.map(async (call) => {
        const base = { valid: true, loading: false, syncing: false };
        try {
          const data = (await devnet.client.request({
            method: 'eth_call',
            params: [{ to: call.address, data: call.callData }, blockTag],
          })) as string;
          return { ...base, error: false, data };
        } catch {
          return { ...base, error: true, data: undefined };
        }
      }),
    );
}

async function balanceOf(currency: Token, account: string): Promise<bigint> {
  return BigInt(
    await devnet.client.provider.call({
      to: currency.address,
      data: ERC20.encodeFunctionData('balanceOf', [account]),
    }),
  );
}

describe('the best route on the devnet', () => {
  it('splits 40 ETH for USDC over the seeded pools, beats the v3 quote, and SwapRouter02 pays it', async () => {
    const ether = getNativeCurrency(devnet.chainId) as Currency;
    const usdc = token('USDC');
    const request = {
      chainId: devnet.chainId,
      input: ether,
      output: usdc,
      amount: CurrencyAmount.fromRawAmount(ether, parseEther('40').toString()),
      exactInput: true,
    };
    const block = `0x${(await devnet.client.provider.getBlockNumber()).toString(16)}`;
    const fetch = ethCallsAt(block);
    const gasPriceWei = BigInt((await devnet.client.request({ method: 'eth_gasPrice' })) as string);
    const split = await settleReads(
      (read) => splitTradeFromReads(read, request, { gasPriceWei }),
      fetch,
    );
    const v3 = await settleReads((read) => v3TradeFromReads(read, request), fetch);
    expect([split.state, v3.state]).toEqual([TradeState.VALID, TradeState.VALID]);
    const trade = split.trade as SplitRouteTrade;
    expect(trade.splits.length).toBeGreaterThanOrEqual(2);
    expect(BigInt(trade.outputAmount.quotient.toString())).toBeGreaterThan(
      BigInt(v3.trade?.outputAmount.quotient.toString() ?? '0'),
    );
    const chosen = bestTrade(split, v3);
    expect(chosen.trade).toBe(trade);

    const account = devnet.deployment.accounts[TRADER] as string;
    const router = swapSpender(devnet.chainId, tradeRouterKind(trade));
    expect(router).toBe(getChainInfo(devnet.chainId)?.contracts.swapRouter02);
    const wallet: Eip1193Provider = {
      request: (args) =>
        args.method === 'eth_accounts' ? Promise.resolve([account]) : devnet.client.request(args),
    };
    const now = await readChainTime((args) => devnet.client.request(args));
    const [call] = buildSwapCalls(trade, {
      routerAddress: router as string,
      account,
      allowedSlippageBips: 50,
      deadline: computeSwapDeadline(now, 1200),
    });
    const before = await balanceOf(usdc, account);
    const sent = await sendWrite({
      provider: wallet,
      chainId: devnet.chainId,
      account,
      calls: [call as NonNullable<typeof call>],
      explainEstimateFailure: (failures, provider) =>
        explainSwapEstimateFailure(
          provider,
          account,
          failures.map((failure) => failure.call),
        ),
    });
    expect((await devnet.client.waitForReceipt(sent.hash)).status).toBe(1);
    // Nothing else trades on this devnet: the chain pays exactly what the reads priced.
    expect((await balanceOf(usdc, account)) - before).toBe(
      BigInt(trade.outputAmount.quotient.toString()),
    );
  }, 120_000);
});
