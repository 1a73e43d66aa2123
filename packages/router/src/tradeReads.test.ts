import { getChainInfo, getFactory } from '@dex/chains';
import { currencyFromId, knownToken, NATIVE_CURRENCY_ID } from '@dex/currency';
import type { ReadState } from '@dex/primitives';
import { Token } from '@uniswap/sdk-core';
import { AbiCoder } from 'ethers';
import { describe, expect, it, vi } from 'vitest';
import { getCandidateTokenPairs } from './candidatePairs';
import {
  quotesFromStates,
  v2PairReads,
  v2PairReadsForTokenPairs,
  v2PairsFromStates,
  v3PoolReads,
  v3PoolReadsForTokenPairs,
  v3PoolsFromStates,
} from './tradeReads';
import { computeV2PairAddress } from './v2/pairs';
import { V3_FEE_TIERS } from './v3/pools';

const coder = AbiCoder.defaultAbiCoder();
const chain = getChainInfo(1);
const factory = getFactory(1, 'uniswapV2');
const WETH = chain?.wrappedNativeToken;
const USDC = chain?.routing.commonBases.find((token) => token.symbol === 'USDC');
const weth = new Token(1, WETH?.address ?? '', 18, 'WETH');
const usdc = new Token(1, USDC?.address ?? '', 6, 'USDC');

const answered = (data: string | undefined): ReadState => ({
  valid: true,
  loading: false,
  syncing: false,
  error: false,
  data,
});
const loading: ReadState = { ...answered(undefined), loading: true };
const reserves = (a: bigint, b: bigint) =>
  coder.encode(['uint112', 'uint112', 'uint32'], [a, b, 0]);

describe('v2 pair reads', () => {
  it('reads getReserves of every candidate pair, in lower-case call data', () => {
    if (!factory) throw new Error('no v2 factory on chain 1');
    const reads = v2PairReads(weth, usdc, factory);
    expect(reads.tokenPairs).toEqual(getCandidateTokenPairs(weth, usdc));
    expect(reads.calls).toHaveLength(reads.tokenPairs.length);
    expect(reads.calls.every((call) => call.callData === '0x0902f1ac')).toBe(true);
  });

  it('reads the pairs of given token pairs alone, as for a trade’s candidates', () => {
    if (!factory) throw new Error('no v2 factory on chain 1');
    const reads = v2PairReadsForTokenPairs([[usdc, weth]], factory);
    expect(reads.calls.map((call) => call.address)).toEqual([
      computeV2PairAddress(factory, weth, usdc),
    ]);
    expect(v2PairReadsForTokenPairs(getCandidateTokenPairs(weth, usdc), factory)).toEqual(
      v2PairReads(weth, usdc, factory),
    );
  });

  it('keeps pairs with reserves, skips empty, missing and malformed answers, and says when loading', () => {
    if (!factory) throw new Error('no v2 factory on chain 1');
    const reads = v2PairReads(weth, usdc, factory);
    const states = reads.tokenPairs.map((_, index) =>
      index === 0 ? answered(reserves(10n ** 21n, 2n * 10n ** 12n)) : answered('0x'),
    );
    const { pairs, loading: stillLoading } = v2PairsFromStates(reads, states);
    expect(pairs).toHaveLength(1);
    expect(stillLoading).toBe(false);
    const empty = v2PairsFromStates(reads, [answered(reserves(0n, 5n)), answered('0x1234')]);
    expect(empty.pairs).toEqual([]);
    expect(v2PairsFromStates(reads, [loading]).loading).toBe(true);
  });

  it('builds a pair once while its answer stays the same, block after block', () => {
    if (!factory) throw new Error('no v2 factory on chain 1');
    const reads = v2PairReads(weth, usdc, factory);
    const block = (reserve0: bigint) =>
      v2PairsFromStates(reads, [answered(reserves(reserve0, 3n * 10n ** 12n))]).pairs[0];
    const first = block(10n ** 21n);
    expect(block(10n ** 21n)).toBe(first);
    const traded = block(10n ** 21n + 1n);
    expect(traded).not.toBe(first);
    expect(traded?.reserve0.quotient.toString()).not.toBe(first?.reserve0.quotient.toString());
  });

  it('reports an answer that does not decode (and only that one) to onParseError', () => {
    if (!factory) throw new Error('no v2 factory on chain 1');
    const reads = v2PairReads(weth, usdc, factory);
    const onParseError = vi.fn();
    const { pairs } = v2PairsFromStates(
      reads,
      [answered(reserves(10n ** 21n, 2n * 10n ** 12n)), answered('0x1234'), answered('0x')],
      onParseError,
    );
    expect(pairs).toHaveLength(1);
    expect(onParseError).toHaveBeenCalledOnce();
    expect(onParseError).toHaveBeenCalledWith('0x1234', expect.any(Error));
  });
});

describe('v3 pool reads', () => {
  it('reports an undecodable slot0 or liquidity answer and counts the pool as missing', () => {
    const v3Factory = getFactory(1, 'uniswapV3');
    if (!v3Factory) throw new Error('no v3 factory on chain 1');
    const reads = v3PoolReads(weth, usdc, v3Factory);
    const liquidity = coder.encode(['uint128'], [10n ** 18n]);
    const onParseError = vi.fn();
    const { pools } = v3PoolsFromStates(
      reads,
      [answered('0xdead'), answered(liquidity), answered('0x01'), answered('0x02')],
      onParseError,
    );
    expect(pools).toEqual([]);
    expect(onParseError.mock.calls.map(([data]) => data)).toEqual(['0xdead', '0x02']);
  });

  it('reads every fee tier of given token pairs alone: slot0 and liquidity of each', () => {
    const v3Factory = getFactory(1, 'uniswapV3');
    if (!v3Factory) throw new Error('no v3 factory on chain 1');
    const reads = v3PoolReadsForTokenPairs([[usdc, weth]], v3Factory);
    expect(reads.keys.map((key) => key.fee)).toEqual([...V3_FEE_TIERS]);
    expect(reads.calls).toHaveLength(V3_FEE_TIERS.length * 2);
    expect(v3PoolReadsForTokenPairs(getCandidateTokenPairs(weth, usdc), v3Factory)).toEqual(
      v3PoolReads(weth, usdc, v3Factory),
    );
  });
});

describe('quotesFromStates', () => {
  it('decodes quoted amounts, keeps loading and syncing, and treats garbage as no quote', () => {
    const quote = coder.encode(['uint256'], [1234n]);
    expect(
      quotesFromStates(
        [answered(quote), loading, { ...answered(quote), syncing: true }, answered('0x12')],
        true,
      ),
    ).toEqual([
      { loading: false, syncing: false, amount: 1234n },
      { loading: true, syncing: false, amount: undefined },
      { loading: false, syncing: true, amount: 1234n },
      { loading: false, syncing: false, amount: undefined },
    ]);
  });

  it('reports a garbage quote to onParseError', () => {
    const onParseError = vi.fn();
    quotesFromStates([answered('0x12')], false, onParseError);
    expect(onParseError).toHaveBeenCalledWith('0x12', expect.any(Error));
  });
});

describe('currencyFromId', () => {
  it("names the native coin, the registry's tokens, nothing, or needs a chain read", () => {
    expect(currencyFromId(1, '')).toBeNull();
    expect(currencyFromId(1, NATIVE_CURRENCY_ID)?.isNative).toBe(true);
    expect(currencyFromId(1, 'eth')?.isNative).toBe(true);
    expect(currencyFromId(1, 'not an address')).toBeNull();
    expect(currencyFromId(1, (USDC?.address ?? '').toLowerCase())).toEqual(
      knownToken(1, USDC?.address ?? ''),
    );
    expect(currencyFromId(1, '0x000000000000000000000000000000000000dEaD')).toBeUndefined();
  });
});
