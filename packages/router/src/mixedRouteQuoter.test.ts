import { InvalidArgumentError } from '@dex/primitives';
import { CurrencyAmount, Token } from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';
import { encodeSqrtRatioX96, FeeAmount, Pool } from '@uniswap/v3-sdk';
import { AbiCoder, Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import {
  decodeMixedQuoteExactInput,
  encodeMixedRoutePath,
  MIXED_ROUTE_V2_FEE_FLAG,
  quoteMixedExactInputCall,
} from './mixedRouteQuoter';

const A = new Token(1, '0x0000000000000000000000000000000000000001', 18, 'A');
const B = new Token(1, '0x0000000000000000000000000000000000000002', 18, 'B');
const C = new Token(1, '0x0000000000000000000000000000000000000003', 18, 'C');
const reserve = (t: Token) => CurrencyAmount.fromRawAmount(t, '1000000000000000000000');
const pair = new Pair(reserve(A), reserve(B));
const pool = new Pool(B, C, FeeAmount.LOW, encodeSqrtRatioX96(1, 1).toString(), '1000000', 0);

describe('MixedRouteQuoterV1 calls', () => {
  it('marks a v2 hop with the flag fee and a v3 hop with its pool fee', () => {
    expect(MIXED_ROUTE_V2_FEE_FLAG).toBe(8_388_608);
    expect(encodeMixedRoutePath({ path: [A, B, C], pools: [pair, pool] })).toBe(
      `0x${'00'.repeat(19)}01800000${'00'.repeat(19)}020001f4${'00'.repeat(19)}03`,
    );
  });

  it('asks quoteExactInput(path, amountIn) and reads the output amount', () => {
    const call = quoteMixedExactInputCall(
      '0x0fe4223ad99df788a6dcad148eb4086e6389ceb6',
      { path: [A, B, C], pools: [pair, pool] },
      5n,
    );
    expect(call.address).toBe('0x0fe4223AD99dF788A6Dcad148eB4086E6389cEB6');
    const parsed = new Interface([
      'function quoteExactInput(bytes path, uint256 amountIn)',
    ]).parseTransaction({ data: call.callData });
    expect(parsed?.args.toArray()).toEqual([
      encodeMixedRoutePath({ path: [A, B, C], pools: [pair, pool] }),
      5n,
    ]);
    const answer = AbiCoder.defaultAbiCoder().encode(
      ['uint256', 'uint160[]', 'uint32[]', 'uint256'],
      [1234n, [1n], [0n], 90_000n],
    );
    expect(decodeMixedQuoteExactInput(answer)).toBe(1234n);
  });

  it('refuses a path that does not match its pools', () => {
    expect(() => encodeMixedRoutePath({ path: [A, B], pools: [pair, pool] })).toThrow(
      InvalidArgumentError,
    );
  });
});
