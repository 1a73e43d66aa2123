import { createPublicClient, custom, encodeFunctionData, parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import { MULTICALL_SELECTORS } from './abi';
import { toCallState } from './callState';
import { InvalidAddressError, ResultParsingError } from './errors';
import {
  decodeCallState,
  decodeCallStates,
  getMulticallAbi,
  MULTICALL_ABI,
  multipleContractCalls,
  providerFromViemClient,
  singleContractCalls,
} from './viem';

const ERC20 = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function symbol() view returns (string)',
]);
const TOKEN = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const OTHER = '0x9fE46736679d2D9A65f0992f6272dE9f3c7fa6e0';
const ALICE = '0x0000000000000000000000000000000000000a11';
const balanceOf = (owner: `0x${string}`) =>
  encodeFunctionData({ abi: ERC20, functionName: 'balanceOf', args: [owner] });

describe('encoding with a viem ABI', () => {
  it('one contract, many args', () => {
    expect(
      singleContractCalls({
        abi: ERC20,
        address: TOKEN.toLowerCase(),
        functionName: 'balanceOf',
        argsList: [[ALICE], undefined, [OTHER]],
        gasRequired: 50_000,
      }),
    ).toEqual([
      { address: TOKEN, callData: balanceOf(ALICE), gasRequired: 50_000 },
      undefined,
      { address: TOKEN, callData: balanceOf(OTHER), gasRequired: 50_000 },
    ]);
  });

  it('many contracts, one args', () => {
    expect(
      multipleContractCalls({
        abi: ERC20,
        addresses: [TOKEN, undefined, OTHER],
        functionName: 'balanceOf',
        args: [ALICE],
      }),
    ).toEqual([
      { address: TOKEN, callData: balanceOf(ALICE) },
      undefined,
      { address: OTHER, callData: balanceOf(ALICE) },
    ]);
  });

  it('refuses a zero address before any read', () => {
    expect(() =>
      multipleContractCalls({
        abi: ERC20,
        addresses: ['0x0000000000000000000000000000000000000000'],
        functionName: 'symbol',
      }),
    ).toThrow(InvalidAddressError);
  });

  it.each([
    ['malformed', '0x1234'],
    ['a bad checksum', '0xE7f1725E7734CE288F8367e1Bb143E90bb3F0512'],
  ])('refuses %s address in both builders (viem checks the checksum)', (_name, address) => {
    expect(() =>
      singleContractCalls({ abi: ERC20, address, functionName: 'symbol', argsList: [[]] }),
    ).toThrow(InvalidAddressError);
    expect(() =>
      multipleContractCalls({ abi: ERC20, addresses: [TOKEN, address], functionName: 'symbol' }),
    ).toThrow(InvalidAddressError);
  });

  it('parses the multicall ABI for viem', () => {
    expect(encodeFunctionData({ abi: getMulticallAbi(), functionName: 'getBlockNumber' })).toBe(
      MULTICALL_SELECTORS.getBlockNumber,
    );
    // The entry hands out the text too.
    expect(
      encodeFunctionData({
        abi: parseAbi(MULTICALL_ABI),
        functionName: 'getEthBalance',
        args: [ALICE],
      }),
    ).toMatch(new RegExp(`^${MULTICALL_SELECTORS.getEthBalance}`));
  });
});

describe('decoding with a viem ABI', () => {
  const word = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`;

  it('gives the return value, and marks undecodable data as a parse error', () => {
    const good = toCallState({ data: word(5n), blockNumber: 9 }, 1, 9);
    const bad = toCallState({ data: '0x12', blockNumber: 9 }, 1, 9);
    const decoded = decodeCallState({ abi: ERC20, functionName: 'balanceOf' }, good);
    // The type is viem's return type: a bigint, not an array.
    const balance: bigint | undefined = decoded.result;
    expect(balance).toBe(5n);
    const broken = decodeCallState({ abi: ERC20, functionName: 'balanceOf' }, bad);
    expect(broken.error).toBe(true);
    expect(broken.errorCause).toBeInstanceOf(ResultParsingError);
  });

  it('returns the same array for the same states', () => {
    const states = [toCallState({ data: word(1n), blockNumber: 3 }, 1, 3)];
    const options = { abi: ERC20, functionName: 'balanceOf' } as const;
    expect(decodeCallStates(options, states)).toBe(decodeCallStates(options, states));
  });
});

describe('providerFromViemClient', () => {
  it("sends createMulticall's requests through the client's transport", async () => {
    const seen: unknown[] = [];
    const client = createPublicClient({
      transport: custom({
        request: async (args: { method: string }) => {
          seen.push(args);
          return '0x2a';
        },
      }),
    });
    const provider = providerFromViemClient(client);
    await expect(provider.request({ method: 'eth_blockNumber' })).resolves.toBe('0x2a');
    expect(seen).toEqual([{ method: 'eth_blockNumber' }]);
  });
});
