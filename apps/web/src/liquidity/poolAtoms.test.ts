import { getFactory } from '@dex/chains';
import { PoolState, poolCalls, v3PoolAddress } from '@dex/liquidity';
import { type CallState, INVALID_CALL_STATE } from '@dex/multicall';
import { Token } from '@uniswap/sdk-core';
import { TickMath } from '@uniswap/v3-sdk';
import { AbiCoder } from 'ethers';
import { atom, createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The chain's answers, by call data, as the multicall watch would publish them.
const answers = new Map<string, CallState>();
const requested: string[] = [];
vi.mock('../state/chainCalls', () => ({
  callStatesAtom: (_chainId: number, calls: readonly { address: string; callData: string }[]) => {
    requested.push(...calls.map((call) => call.address));
    // Unanswered: loading, as before the watch's first fetch.
    return atom(() => calls.map((call) => answers.get(call.callData) ?? LOADING));
  },
}));

const LOADING: CallState = { ...INVALID_CALL_STATE, valid: true, loading: true };
const { poolAtom } = await import('./poolAtoms');

const CHAIN = 31337;
const A = new Token(CHAIN, '0x1000000000000000000000000000000000000001', 18, 'AAA');
const B = new Token(CHAIN, '0x2000000000000000000000000000000000000002', 6, 'BBB');
const coder = AbiCoder.defaultAbiCoder();
const answered = (data: string): CallState => ({
  ...INVALID_CALL_STATE,
  valid: true,
  data,
  blockNumber: 1,
});
const [slot0Call, liquidityCall] = poolCalls('0x0000000000000000000000000000000000000000');

beforeEach(() => {
  answers.clear();
  requested.length = 0;
});

describe('poolAtom', () => {
  it('is INVALID for a missing or identical pair and an unsupported fee, with no reads', () => {
    const store = createStore();
    expect(store.get(poolAtom(CHAIN, undefined, B, 3000)).state).toBe(PoolState.INVALID);
    expect(store.get(poolAtom(CHAIN, A, A, 3000)).state).toBe(PoolState.INVALID);
    expect(store.get(poolAtom(CHAIN, A, B, 1234)).state).toBe(PoolState.INVALID);
    expect(requested).toEqual([]);
  });

  it('reads the pool under the chain factory: LOADING, then NOT_EXISTS for no contract', () => {
    const store = createStore();
    const factory = getFactory(CHAIN, 'uniswapV3');
    expect(store.get(poolAtom(CHAIN, A, B, 3000)).state).toBe(PoolState.LOADING);
    expect(requested[0]).toBe(v3PoolAddress(factory?.address ?? '', A, B, 3000));
    answers.set(slot0Call.callData, answered('0x'));
    answers.set(liquidityCall.callData, answered('0x'));
    // Either token order is the same pool.
    expect(store.get(poolAtom(CHAIN, B, A, 500)).state).toBe(PoolState.NOT_EXISTS);
  });

  it('is EXISTS with the SDK pool once slot0 and liquidity answer', () => {
    const sqrt = BigInt(TickMath.getSqrtRatioAtTick(-600).toString());
    answers.set(
      slot0Call.callData,
      answered(
        coder.encode(
          ['uint160', 'int24', 'uint16', 'uint16', 'uint16', 'uint8', 'bool'],
          [sqrt, -600, 0, 1, 1, 0, true],
        ),
      ),
    );
    answers.set(liquidityCall.callData, answered(coder.encode(['uint128'], [5n])));
    const { state, pool } = createStore().get(poolAtom(CHAIN, B, A, 10000));
    expect(state).toBe(PoolState.EXISTS);
    expect(pool?.tickCurrent).toBe(-600);
    expect(pool?.token0.equals(A)).toBe(true);
    expect(pool?.liquidity.toString()).toBe('5');
  });

  it('logs an answer that does not decode ("Result data parsing failed") and shows no pool', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    answers.set(slot0Call.callData, answered('0x5107'));
    answers.set(liquidityCall.callData, answered(coder.encode(['uint128'], [5n])));
    const { state, pool } = createStore().get(poolAtom(CHAIN, A, B, 500));
    expect(pool).toBeNull();
    expect(state).toBe(PoolState.NOT_EXISTS);
    expect(debug).toHaveBeenCalledWith('Result data parsing failed', '0x5107', expect.any(Error));
    debug.mockRestore();
  });
});
