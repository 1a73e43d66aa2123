import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { CouldNotWrapError } from './errors';
import { unwrapCall, wrapCall, wrapOrUnwrapCall } from './wrap';

const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';
const weth = new Interface(['function deposit() payable', 'function withdraw(uint256)']);

describe('wrap calls', () => {
  it('wraps by deposit() on the wrapped token, carrying the amount as value', () => {
    const call = wrapCall(WETH, 10n ** 18n);
    expect(call.address).toBe('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2');
    expect(weth.parseTransaction({ data: call.callData })?.name).toBe('deposit');
    expect(call.value).toBe(10n ** 18n);
  });

  it('unwraps by withdraw(amount) without value', () => {
    const call = unwrapCall(WETH, 5n);
    const parsed = weth.parseTransaction({ data: call.callData });
    expect(parsed?.name).toBe('withdraw');
    expect(parsed?.args[0]).toBe(5n);
    expect(call.value).toBe(0n);
  });
});

describe('wrapOrUnwrapCall', () => {
  it('builds the wrap or the unwrap of the amount', () => {
    expect(wrapOrUnwrapCall({ kind: 'wrap', wrappedNative: WETH, amount: 7n })).toEqual(
      wrapCall(WETH, 7n),
    );
    expect(wrapOrUnwrapCall({ kind: 'unwrap', wrappedNative: WETH, amount: 7n })).toEqual(
      unwrapCall(WETH, 7n),
    );
  });

  it.each([
    ['no wrap applies', { kind: 'none', wrappedNative: WETH, amount: 1n }],
    ['no wrapped token', { kind: 'wrap', wrappedNative: undefined, amount: 1n }],
    ['a wrapped token that is no address', { kind: 'wrap', wrappedNative: '0x12', amount: 1n }],
    ['no amount', { kind: 'unwrap', wrappedNative: WETH, amount: undefined }],
    ['a zero amount', { kind: 'wrap', wrappedNative: WETH, amount: 0n }],
  ] as const)('throws "Could not wrap currencies" with %s', (_label, request) => {
    expect(() => wrapOrUnwrapCall(request)).toThrow(CouldNotWrapError);
    expect(() => wrapOrUnwrapCall(request)).toThrow('Could not wrap currencies');
  });
});
