import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { unwrapCall, wrapCall } from './wrap';

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
