import { InvalidArgumentError } from '@dex/primitives';
import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import {
  BALANCE_READ_GAS,
  blockTimestampCall,
  decodeBlockTimestamp,
  decodeNativeBalance,
  decodeTokenBalance,
  decodeTokenBalances,
  nativeBalanceCall,
  tokenBalanceCalls,
} from './balances';
import { getChainInfo } from './registry';

const ACCOUNT = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F';
const ERC20 = new Interface(['function balanceOf(address owner) view returns (uint256)']);
const MULTICALL = new Interface([
  'function getEthBalance(address addr) view returns (uint256)',
  'function getCurrentBlockTimestamp() view returns (uint256 timestamp)',
]);

describe('native balance', () => {
  it("reads getEthBalance(account) on the chain's multicall contract", () => {
    expect(nativeBalanceCall(1, ACCOUNT)).toEqual({
      address: getChainInfo(1)?.contracts.multicall,
      callData: MULTICALL.encodeFunctionData('getEthBalance', [ACCOUNT]),
    });
  });

  it('has no read on a chain it does not know', () => {
    expect(nativeBalanceCall(999_999, ACCOUNT)).toBeUndefined();
  });

  it('decodes the answer; none for no or empty data', () => {
    expect(decodeNativeBalance(MULTICALL.encodeFunctionResult('getEthBalance', [5n]))).toBe(5n);
    expect(decodeNativeBalance('0x')).toBeUndefined();
    expect(decodeNativeBalance(undefined)).toBeUndefined();
  });
});

describe('token balances', () => {
  it('reads balanceOf(account) on each token with the spec gas of 100,000', () => {
    expect(BALANCE_READ_GAS).toBe(100_000);
    expect(tokenBalanceCalls([DAI.toLowerCase()], ACCOUNT)).toEqual([
      {
        address: DAI,
        callData: ERC20.encodeFunctionData('balanceOf', [ACCOUNT]),
        gasRequired: 100_000,
      },
    ]);
  });

  it('refuses a malformed address or a wrong checksum', () => {
    expect(() => tokenBalanceCalls(['0x1234'], ACCOUNT)).toThrow(InvalidArgumentError);
    expect(() => tokenBalanceCalls([DAI.replace('B', 'b')], ACCOUNT)).toThrow(InvalidArgumentError);
    expect(() => tokenBalanceCalls([DAI], 'me')).toThrow(InvalidArgumentError);
  });

  it('decodes the answer; none for no, empty or short data', () => {
    expect(decodeTokenBalance(ERC20.encodeFunctionResult('balanceOf', [10n ** 18n]))).toBe(
      10n ** 18n,
    );
    expect(decodeTokenBalance('0x')).toBeUndefined();
    expect(decodeTokenBalance('0x01')).toBeUndefined();
    expect(decodeTokenBalance(undefined)).toBeUndefined();
  });
});

describe('block timestamp', () => {
  it("reads getCurrentBlockTimestamp() on the chain's multicall contract", () => {
    expect(blockTimestampCall(1)).toEqual({
      address: getChainInfo(1)?.contracts.multicall,
      callData: MULTICALL.encodeFunctionData('getCurrentBlockTimestamp'),
    });
    expect(blockTimestampCall(999_999)).toBeUndefined();
  });

  it('decodes the answer in seconds; none for no, empty or malformed data', () => {
    const answer = MULTICALL.encodeFunctionResult('getCurrentBlockTimestamp', [1_700_000_000n]);
    expect(decodeBlockTimestamp(answer)).toBe(1_700_000_000);
    expect(decodeBlockTimestamp('0x')).toBeUndefined();
    expect(decodeBlockTimestamp('0x01')).toBeUndefined();
    expect(decodeBlockTimestamp(undefined)).toBeUndefined();
  });
});

describe('token balances by address', () => {
  it('keeps the tokens whose answer decodes, by the address as given', () => {
    const one = ERC20.encodeFunctionResult('balanceOf', [1n]);
    expect(decodeTokenBalances(['0xa', '0xb', '0xc'], [one, undefined, '0x'])).toEqual({
      '0xa': 1n,
    });
  });
});
