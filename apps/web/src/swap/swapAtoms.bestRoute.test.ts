// Issue #30 §3 wiring: with `use` absent the swap takes the split trade only when it beats the
// Quoter's v3 trade, and the approval's spender follows the trade it took; `?use=v3` keeps the
// Quoter's. The chain answers from a small market: a deep WETH/DAI v2 pair and v3 pool.
import { getChainInfo, getFactory } from '@dex/chains';
import { type CallState, INVALID_CALL_STATE } from '@dex/multicall';
import { computeV2PairAddress, computeV3PoolAddress } from '@dex/router';
import { Token } from '@uniswap/sdk-core';
import { TickMath } from '@uniswap/v3-sdk';
import { AbiCoder } from 'ethers';
import { atom, createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';

const coder = AbiCoder.defaultAbiCoder();
const chain = getChainInfo(31337);
const contracts = chain?.contracts;
const WETH = new Token(31337, chain?.wrappedNativeToken.address ?? '', 18, 'WETH');
const daiInfo = chain?.routing.commonBases.find((t) => t.symbol === 'DAI');
const DAI = new Token(31337, daiInfo?.address ?? '', 18, 'DAI');
const DEEP = 10n ** 24n;
/** What the mocked Quoter answers for every route (raw DAI). */
let quoterAnswer = 0n;

function marketAnswers(): Map<string, string> {
  const answers = new Map<string, string>();
  const v2 = getFactory(31337, 'uniswapV2');
  const v3 = getFactory(31337, 'uniswapV3');
  if (!v2 || !v3) throw new Error('devnet factories missing');
  const pair = computeV2PairAddress(v2, WETH, DAI).toLowerCase();
  answers.set(
    `${pair}|0x0902f1ac`,
    coder.encode(['uint112', 'uint112', 'uint32'], [DEEP, DEEP, 1]),
  );
  const [t0, t1] = WETH.sortsBefore(DAI) ? [WETH, DAI] : [DAI, WETH];
  const pool = computeV3PoolAddress(v3, t0, t1, 3000).toLowerCase();
  const sqrt = BigInt(TickMath.getSqrtRatioAtTick(0).toString());
  const slot0 = ['uint160', 'int24', 'uint16', 'uint16', 'uint16', 'uint8', 'bool'];
  answers.set(`${pool}|0x3850c7bd`, coder.encode(slot0, [sqrt, 0, 0, 1, 1, 0, true]));
  answers.set(`${pool}|0x1a686502`, coder.encode(['uint128'], [DEEP]));
  return answers;
}

vi.mock('../state/chainCalls', () => ({
  callStatesAtom: (_chainId: number, calls: readonly { address: string; callData: string }[]) =>
    atom((): CallState[] => {
      const answers = marketAnswers();
      return calls.map((call) => {
        const address = call.address.toLowerCase();
        let data = answers.get(`${address}|${call.callData.slice(0, 10)}`) ?? '0x';
        if (address === contracts?.quoter?.toLowerCase()) {
          data = coder.encode(['uint256'], [quoterAnswer]);
        } else if (address === contracts?.tickLens?.toLowerCase()) {
          // No initialised tick near the price: the pool's liquidity is constant in the window.
          data = coder.encode(['tuple(int24,int128,uint128)[]'], [[]]);
        }
        return { ...INVALID_CALL_STATE, valid: true, data, blockNumber: 1 };
      });
    }),
}));

const { selectedTradeAtom, swapSpenderAtom, swapStateAtom, tradingOnAtom } = await import(
  './swapAtoms'
);
const { SwapField, swapStateFromSearch } = await import('@dex/swap');
const { tradeEngineAtom } = await import('./tradeEngineAtoms');

async function tradeFor(search: string) {
  const store = createStore();
  store.set(swapStateAtom, {
    ...swapStateFromSearch(search),
    inputCurrencyId: 'ETH',
    outputCurrencyId: DAI.address,
    typedValue: '100000',
    independentField: SwapField.INPUT,
  });
  const unsubscribe = store.sub(selectedTradeAtom, () => {});
  for (let i = 0; i < 200 && !store.get(tradeEngineAtom); i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const result = {
    trade: store.get(selectedTradeAtom).trade,
    spender: store.get(swapSpenderAtom),
    tradingOn: store.get(tradingOnAtom),
  };
  unsubscribe();
  return result;
}

afterEach(() => {
  quoterAnswer = 0n;
});

describe('the swap with use absent', () => {
  it('takes the split trade when it beats the v3 quote, approving SwapRouter02', async () => {
    quoterAnswer = 10n ** 18n; // 1 DAI for 100,000 ETH: any split does better
    const { trade, spender, tradingOn } = await tradeFor('');
    expect(trade && 'splits' in trade ? trade.splits.length : 0).toBe(2);
    expect(spender).toBe(contracts?.swapRouter02);
    expect(tradingOn).toBe('v2 + v3');
  });

  it('keeps the v3 trade when the Quoter gives more, approving SwapRouter', async () => {
    quoterAnswer = DEEP; // more than the whole market could pay along the split
    const { trade, spender, tradingOn } = await tradeFor('');
    expect(trade?.outputAmount.quotient.toString()).toBe(DEEP.toString());
    expect(trade && 'swaps' in trade).toBe(true);
    expect(spender).toBe(contracts?.swapRouter);
    expect(tradingOn).toBe('v3');
  });

  it('asks only the Quoter with ?use=v3, however good a split would be', async () => {
    quoterAnswer = 10n ** 18n;
    const { trade, spender, tradingOn } = await tradeFor('?use=v3');
    expect(trade?.outputAmount.quotient.toString()).toBe(String(10n ** 18n));
    expect(spender).toBe(contracts?.swapRouter);
    expect(tradingOn).toBe('v3');
  });
});
