// The fixed coder against ethers' general one: the same bytes out, the same answers read.
import { Interface, id } from 'ethers';
import { describe, expect, it } from 'vitest';
import {
  decodeTryBlockAndAggregate,
  encodeTryBlockAndAggregate,
  MULTICALL_ABI,
  MULTICALL_SELECTORS,
} from './abi';
import { RpcError } from './errors';

const ethersMulticall = new Interface(MULTICALL_ABI);
const CALLS = [
  { address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', callData: '0x' },
  { address: '0x9fE46736679d2D9A65f0992f6272dE9f3c7fa6e0', callData: '0x70a08231' },
  {
    address: '0xcA11bde05977b3631167028862bE2a173976CA11',
    callData: `0x4d2301cc${'00'.repeat(12)}f39fd6e51aad88f6f4ce6ab8827279cfffb92266ff`,
  },
] as const;

describe('MULTICALL_SELECTORS', () => {
  it.each(ethersMulticall.fragments.map((fragment) => fragment.format('sighash')))(
    'holds the keccak selector of %s',
    (signature) => {
      const name = signature.slice(0, signature.indexOf('(')) as keyof typeof MULTICALL_SELECTORS;
      expect(MULTICALL_SELECTORS[name]).toBe(id(signature).slice(0, 10));
    },
  );
});

describe('encodeTryBlockAndAggregate', () => {
  it.each([
    ['no calls', []],
    ['one call', CALLS.slice(0, 1)],
    ['calls of 0, 4 and 37 bytes', CALLS],
  ])('writes what ethers writes for %s', (_, calls) => {
    expect(encodeTryBlockAndAggregate(calls)).toBe(
      ethersMulticall.encodeFunctionData('tryBlockAndAggregate', [
        false,
        calls.map((call) => [call.address, call.callData]),
      ]),
    );
  });
});

describe('decodeTryBlockAndAggregate', () => {
  const answer = (results: [boolean, string][], blockNumber = 123_456n) =>
    ethersMulticall.encodeFunctionResult('tryBlockAndAggregate', [
      blockNumber,
      `0x${'12'.repeat(32)}`,
      results,
    ]);

  /** `data` with its word number `index` (32 bytes each, after 0x) replaced by `value`. */
  const withWord = (data: string, index: number, value: bigint) =>
    `${data.slice(0, 2 + index * 64)}${value.toString(16).padStart(64, '0')}${data.slice(2 + (index + 1) * 64)}`;

  it('reads the block and every result', () => {
    const returnData = `0x${'ab'.repeat(33)}`;
    expect(
      decodeTryBlockAndAggregate(
        answer([
          [true, returnData],
          [false, '0x'],
          [true, '0x00'],
        ]),
      ),
    ).toEqual({
      blockNumber: 123_456,
      results: [
        { success: true, returnData },
        { success: false, returnData: '0x' },
        { success: true, returnData: '0x00' },
      ],
    });
  });

  it('reads upper-case hex and returns the data in lower case', () => {
    const data = answer([[true, '0xabcdef']])
      .toUpperCase()
      .replace('0X', '0x');
    expect(decodeTryBlockAndAggregate(data).results).toEqual([
      { success: true, returnData: '0xabcdef' },
    ]);
  });

  it('reads an empty batch', () => {
    expect(decodeTryBlockAndAggregate(answer([], 7n))).toEqual({ blockNumber: 7, results: [] });
  });

  it.each([
    ['empty data', '0x'],
    ['not hex', 'nope'],
    ['a cut answer', answer([[true, '0x1234']]).slice(0, -64)],
    [
      'an array longer than the answer',
      `0x${'0'.repeat(63)}1${'0'.repeat(64)}${'0'.repeat(62)}60${'f'.repeat(64)}`,
    ],
    ['a number', 42],
    ['a bool word of 2', withWord(answer([[true, '0x1234']]), 5, 2n)],
    ['an offset with a high bit set', withWord(answer([[true, '0x1234']]), 4, (1n << 255n) + 32n)],
    ['return data running past the answer', withWord(answer([[true, '0x1234']]), 7, 64n)],
  ])('reports %s as an unexpected eth_call answer', (_, data) => {
    expect(() => decodeTryBlockAndAggregate(data)).toThrow(
      new RpcError('Received unexpected JSON-RPC response to eth_call request.', -32000, data),
    );
  });
});
