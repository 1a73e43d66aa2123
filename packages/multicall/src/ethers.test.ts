import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { MULTICALL_SELECTORS } from './abi';
import { toCallState } from './callState';
import { InvalidAddressError, ResultParsingError } from './errors';
import {
  decodeCallState,
  decodeCallStates,
  getMulticallInterface,
  MULTICALL_ABI,
  multipleContractCalls,
  singleContractCalls,
} from './ethers';

const ERC20 = new Interface([
  'function balanceOf(address owner) view returns (uint256)',
  'function symbol() view returns (string)',
]);
const TOKEN = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const OTHER = '0x9fE46736679d2D9A65f0992f6272dE9f3c7fa6e0';
const ALICE = '0x0000000000000000000000000000000000000a11';

describe('the multicall ABI', () => {
  it('is in this entry (the root has only the selectors) and parses to the selectors', () => {
    const fromText = new Interface(MULTICALL_ABI);
    for (const [name, selector] of Object.entries(MULTICALL_SELECTORS)) {
      expect(fromText.getFunction(name)?.selector).toBe(selector);
      expect(getMulticallInterface().getFunction(name)?.selector).toBe(selector);
    }
  });
});

describe('encoding', () => {
  it('one contract, many inputs', () => {
    const calls = singleContractCalls(
      ERC20,
      TOKEN,
      'balanceOf',
      [[ALICE], undefined, [OTHER]],
      50_000,
    );
    expect(calls).toEqual([
      {
        address: TOKEN,
        callData: ERC20.encodeFunctionData('balanceOf', [ALICE]),
        gasRequired: 50_000,
      },
      undefined,
      {
        address: TOKEN,
        callData: ERC20.encodeFunctionData('balanceOf', [OTHER]),
        gasRequired: 50_000,
      },
    ]);
    expect(calls[0]?.callData.startsWith('0x70a08231')).toBe(true);
  });

  it('many contracts, one input', () => {
    const calls = multipleContractCalls(ERC20, [TOKEN, undefined, OTHER], 'symbol');
    expect(calls).toEqual([
      { address: TOKEN, callData: '0x95d89b41' },
      undefined,
      { address: OTHER, callData: '0x95d89b41' },
    ]);
  });

  it('rejects unknown functions', () => {
    expect(() => multipleContractCalls(ERC20, [TOKEN], 'nope')).toThrow();
  });
});

describe('decodeCallState', () => {
  const encoded = ERC20.encodeFunctionResult('balanceOf', [1234n]);

  it.each<[string, string | undefined, boolean, bigint | undefined]>([
    ['valid data', encoded, false, 1234n],
    ['empty data (reverted call)', '0x', true, undefined],
    ['garbage data', '0x1234', true, undefined],
    ['not yet loaded', undefined, false, undefined],
  ])('%s', (_name, data, error, value) => {
    const state = toCallState(data === undefined ? undefined : { data, blockNumber: 1 }, 1, 1);
    const decoded = decodeCallState(ERC20, 'balanceOf', state);
    expect(decoded.error).toBe(error);
    expect(decoded.result?.[0]).toBe(value);
    if (error) {
      expect(decoded.errorCause).toBeInstanceOf(ResultParsingError);
      expect(decoded.errorCause?.message).toBe('Result data parsing failed');
    }
  });

  it('is referentially stable for the same state', () => {
    const state = toCallState({ data: encoded, blockNumber: 1 }, 1, 1);
    expect(decodeCallState(ERC20, 'balanceOf', state)).toBe(
      decodeCallState(ERC20, 'balanceOf', state),
    );
    const states = [state];
    expect(decodeCallStates(ERC20, 'balanceOf', states)).toBe(
      decodeCallStates(ERC20, 'balanceOf', states),
    );
  });
});

describe('addresses are checked when the calls are built', () => {
  it.each([
    ['malformed', '0x1234'],
    ['the zero address', '0x0000000000000000000000000000000000000000'],
    ['a bad checksum', '0xE7f1725E7734CE288F8367e1Bb143E90bb3F0512'],
  ])('%s throws InvalidAddressError from both builders', (_name, address) => {
    expect(() => singleContractCalls(ERC20, address, 'balanceOf', [[ALICE]])).toThrow(
      InvalidAddressError,
    );
    expect(() => multipleContractCalls(ERC20, [TOKEN, address], 'symbol')).toThrow(
      InvalidAddressError,
    );
  });

  it('checksums lowercase addresses', () => {
    const [call] = multipleContractCalls(ERC20, [TOKEN.toLowerCase()], 'symbol');
    expect(call?.address).toBe(TOKEN);
  });
});
