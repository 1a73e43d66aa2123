import { getChainInfo } from '@dex/chains';
import type { Eip1193Provider } from '@dex/primitives';
import { CurrencyAmount, TradeType } from '@uniswap/sdk-core';
import { Pair, Route as V2Route, Trade as V2Trade } from '@uniswap/v2-sdk';
import { Route as V3Route, Trade as V3Trade } from '@uniswap/v3-sdk';
import { AbiCoder, concat } from 'ethers';
import { describe, expect, it } from 'vitest';
import { InvalidRecipientError, SwapGasEstimateError } from './errors';
import { SWAP_ERROR_MESSAGES } from './swapErrors';
import { buildSwapCalls, explainSwapEstimateFailure, reviewedSwapCalls } from './swapWrite';
import { ETHER, USDC, usdcWethPool, WETH } from './usdcWethPool.testing';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const options = {
  routerAddress: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
  account: ACCOUNT,
  allowedSlippageBips: 50,
  deadline: 1_700_000_000n,
};
const revertData = (reason: string) =>
  concat(['0x08c379a0', AbiCoder.defaultAbiCoder().encode(['string'], [reason])]);

/** 2 USDC for 0.001 WETH through one 0.05% pool priced at 2,000 USDC per WETH. */
function usdcForWethV3Trade() {
  const pool = usdcWethPool();
  return V3Trade.createUncheckedTrade({
    route: new V3Route([pool], USDC, WETH),
    tradeType: TradeType.EXACT_INPUT,
    inputAmount: CurrencyAmount.fromRawAmount(USDC, '2000000'),
    outputAmount: CurrencyAmount.fromRawAmount(WETH, '1000000000000000'),
  });
}

describe('buildSwapCalls', () => {
  it("gives a v2 exact-input trade Router02's two variants, in order", () => {
    const pair = new Pair(
      CurrencyAmount.fromRawAmount(WETH, (10n ** 21n).toString()),
      CurrencyAmount.fromRawAmount(USDC, (2n * 10n ** 12n).toString()),
    );
    const trade = V2Trade.exactIn(
      new V2Route([pair], ETHER, USDC),
      CurrencyAmount.fromRawAmount(ETHER, '1000000000000000000'),
    );
    const calls = buildSwapCalls(trade, options);
    expect(calls.map((call) => (call as { methodName?: string }).methodName)).toEqual([
      'swapExactETHForTokens',
      'swapExactETHForTokensSupportingFeeOnTransferTokens',
    ]);
    expect(calls.every((call) => call.value === 10n ** 18n)).toBe(true);
  });

  it('gives a v3 trade one SwapRouter call', () => {
    const trade = usdcForWethV3Trade();
    const calls = buildSwapCalls(trade, {
      ...options,
      routerAddress: '0xE592427A0AEce92De3Edee1F18E0157C05861564',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.address).toBe('0xE592427A0AEce92De3Edee1F18E0157C05861564');
  });
});

describe('explainSwapEstimateFailure', () => {
  function replaying(answer: (data: string) => unknown) {
    const requests: unknown[] = [];
    const provider: Eip1193Provider = {
      async request({ method, params: raw }) {
        const params = Array.isArray(raw) ? raw : [];
        requests.push(params[0]);
        if (method !== 'eth_call') throw new Error(`unexpected ${method}`);
        return answer((params[0] as { data: string }).data);
      },
    };
    return { provider, requests };
  }
  const call = (callData: string, value = 0n) => ({
    address: options.routerAddress,
    callData,
    value,
  });

  it("replays each call and gives the spec's message for the first known revert", async () => {
    const { provider, requests } = replaying((data) => {
      throw { data: revertData(data === '0x01' ? 'odd' : 'UniswapV2Router: EXPIRED') };
    });
    const error = await explainSwapEstimateFailure(provider, ACCOUNT, [
      call('0x01', 5n),
      call('0x02'),
    ]);
    expect(error).toBeInstanceOf(SwapGasEstimateError);
    expect(error.message).toBe(SWAP_ERROR_MESSAGES.deadlinePassed);
    expect(requests[0]).toEqual({
      from: ACCOUNT,
      to: options.routerAddress,
      data: '0x01',
      value: '0x5',
    });
  });

  it('says "unexpected issue" when a replay succeeds, and "could not estimate" otherwise', async () => {
    const succeeding = replaying(() => '0x');
    expect(
      (await explainSwapEstimateFailure(succeeding.provider, ACCOUNT, [call('0x01')])).message,
    ).toBe(SWAP_ERROR_MESSAGES.unexpectedEstimateIssue);
    const unexplained = replaying(() => {
      throw new Error('no data');
    });
    expect(
      (await explainSwapEstimateFailure(unexplained.provider, ACCOUNT, [call('0x01')])).message,
    ).toBe(SWAP_ERROR_MESSAGES.couldNotEstimate);
  });
});

describe('reviewedSwapCalls', () => {
  const pair = new Pair(
    CurrencyAmount.fromRawAmount(WETH, (10n ** 21n).toString()),
    CurrencyAmount.fromRawAmount(USDC, (2n * 10n ** 12n).toString()),
  );
  const v3Trade = usdcForWethV3Trade();
  const chain = getChainInfo(1);
  const NOW = 1_700_000_000n;
  const reviewed = {
    routerAddress: '0xE592427A0AEce92De3Edee1F18E0157C05861564',
    account: ACCOUNT,
    allowedSlippageBips: 50,
    chain,
    chainTime: NOW,
    deadlineSeconds: 1200,
  };
  const permit = (deadline: bigint) => ({
    chainId: 1,
    token: USDC.address,
    owner: ACCOUNT,
    spender: reviewed.routerAddress,
    nonce: 0n,
    deadline,
    type: 'amount' as const,
    value: 2_000_000n,
    v: 27 as const,
    r: `0x${'11'.repeat(32)}`,
    s: `0x${'22'.repeat(32)}`,
  });

  it('is the trade’s calls with the deadline on the chain’s clock', () => {
    expect(reviewedSwapCalls(v3Trade, reviewed)).toEqual(
      buildSwapCalls(v3Trade, { ...reviewed, deadline: NOW + 1200n }),
    );
  });

  it('refuses a recipient where the tokens would be lost, and any recipient on an unknown chain', () => {
    const v2Trade = V2Trade.exactIn(
      new V2Route([pair], ETHER, USDC),
      CurrencyAmount.fromRawAmount(ETHER, '1000000000000000000'),
    );
    expect(() =>
      reviewedSwapCalls(v2Trade, {
        ...reviewed,
        recipient: pair.liquidityToken.address.toLowerCase(),
      }),
    ).toThrow(InvalidRecipientError);
    expect(() => reviewedSwapCalls(v3Trade, { ...reviewed, recipient: USDC.address })).toThrow(
      InvalidRecipientError,
    );
    expect(() =>
      reviewedSwapCalls(v3Trade, { ...reviewed, chain: undefined, recipient: ACCOUNT }),
    ).toThrow(InvalidRecipientError);
    expect(reviewedSwapCalls(v3Trade, { ...reviewed, recipient: ACCOUNT })).toHaveLength(1);
  });

  it('names why a recipient is refused: SwapRouter02’s ADDRESS_THIS stand-in is not the account', () => {
    const refusalOf = (recipient: string) => {
      try {
        reviewedSwapCalls(v3Trade, { ...reviewed, recipient });
      } catch (error) {
        return error instanceof InvalidRecipientError ? error.reason : 'other error';
      }
      return 'sent';
    };
    expect(refusalOf(`0x${'0'.repeat(39)}2`)).toBe('routerStandIn');
    expect(refusalOf(USDC.address)).toBe('tokenContract');
    expect(refusalOf(ACCOUNT)).toBe('sent');
  });

  it('sends a signed permit only while it lasts past the chain’s time', () => {
    const withPermit = buildSwapCalls(v3Trade, {
      ...reviewed,
      deadline: NOW + 1200n,
      permit: permit(NOW + 1n),
    });
    expect(reviewedSwapCalls(v3Trade, { ...reviewed, permit: permit(NOW + 1n) })).toEqual(
      withPermit,
    );
    expect(reviewedSwapCalls(v3Trade, { ...reviewed, permit: permit(NOW) })).toEqual(
      reviewedSwapCalls(v3Trade, reviewed),
    );
    expect(withPermit).not.toEqual(reviewedSwapCalls(v3Trade, reviewed));
  });
});
