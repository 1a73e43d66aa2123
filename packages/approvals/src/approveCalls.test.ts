import { MaxUint256 } from 'ethers';
import { describe, expect, it } from 'vitest';
import { ERC20_APPROVAL_INTERFACE } from './approval';
import { approveCalls } from './approveCalls';

const TOKEN = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const SPENDER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D';

describe('approveCalls', () => {
  it('approves the maximum first, then the exact amount, on the token', () => {
    const calls = approveCalls(TOKEN, SPENDER, 1234n);
    expect(calls.map((call) => call.address)).toEqual([
      '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    ]);
    const decoded = calls.map((call) =>
      ERC20_APPROVAL_INTERFACE.decodeFunctionData('approve', call.callData),
    );
    expect(decoded.map(([spender]) => spender)).toEqual([SPENDER, SPENDER]);
    expect(decoded.map(([, amount]) => amount)).toEqual([MaxUint256, 1234n]);
  });
});
