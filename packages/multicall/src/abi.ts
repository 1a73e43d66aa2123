// The Multicall2-compatible contract's functions this library uses, and a fixed coder for the one
// it calls itself (tryBlockAndAggregate): no Ethereum library needed at run time. The /ethers
// entry turns MULTICALL_ABI into an ethers Interface; viem users pass it to viem's parseAbi.

import { abiAddressWord, abiBytesTail, abiUintWord, type Hex } from '@dex/primitives';
import { unreadableAnswerError } from './errors';
import type { Call } from './validation';

export const MULTICALL_ABI = [
  'function tryBlockAndAggregate(bool requireSuccess, (address target, bytes callData)[] calls) returns (uint256 blockNumber, bytes32 blockHash, (bool success, bytes returnData)[] returnData)',
  'function getEthBalance(address addr) view returns (uint256 balance)',
  'function getBlockNumber() view returns (uint256 blockNumber)',
  'function getCurrentBlockTimestamp() view returns (uint256 timestamp)',
] as const;

/** tryBlockAndAggregate's selector alone, so a bundle need not carry the other three. */
const TRY_BLOCK_AND_AGGREGATE = '0x399542e9';

/** The 4-byte selectors of MULTICALL_ABI's functions (the first bytes of their keccak). */
export const MULTICALL_SELECTORS = {
  tryBlockAndAggregate: TRY_BLOCK_AND_AGGREGATE,
  getEthBalance: '0x4d2301cc',
  getBlockNumber: '0x42cbb15c',
  getCurrentBlockTimestamp: '0x0f28c97d',
} as const;

export interface AggregateResult {
  blockNumber: number;
  results: { success: boolean; returnData: Hex }[];
}

// @spec 000 §7.26 Batched multicall
/** Call data for tryBlockAndAggregate(false, calls): one failing call never fails the others. */
export function encodeTryBlockAndAggregate(calls: readonly Call[]): Hex {
  // Each (address, bytes) tuple is dynamic: the array holds offsets (from its first element's
  // head) to tuples of address, offset 0x40 and the bytes.
  const tuples = calls.map(
    (call) => abiAddressWord(call.address) + abiUintWord(64) + abiBytesTail(call.callData),
  );
  let offset = calls.length * 32;
  let heads = '';
  for (const tuple of tuples) {
    heads += abiUintWord(offset);
    offset += tuple.length / 2;
  }
  return `${TRY_BLOCK_AND_AGGREGATE}${abiUintWord(0)}${abiUintWord(64)}${abiUintWord(calls.length)}${heads}${tuples.join('')}`;
}

const ANSWER_PATTERN = /^0x(?:[0-9a-f]{2})*$/i;

/**
 * The answer to tryBlockAndAggregate: (uint256 blockNumber, bytes32, (bool, bytes)[]). Read by
 * hand for exactly this shape, as strictly as @dex/primitives' general `abiReader` (every offset
 * and length inside the answer, bools 0 or 1), which costs 0.3 kB gzip more in a bundle.
 */
export function decodeTryBlockAndAggregate(data: unknown): AggregateResult {
  const unreadable = () => unreadableAnswerError('eth_call', data);
  if (typeof data !== 'string' || !ANSWER_PATTERN.test(data)) throw unreadable();
  const size = data.length / 2 - 1;
  /** The 32-byte word at byte `at`, as 64 hex digits. */
  const word = (at: number): string => {
    if (!(at >= 0 && at + 32 <= size)) throw unreadable();
    return data.slice(2 + at * 2, 66 + at * 2);
  };
  /** A word holding an offset, a length, a bool or the block: at most 13 hex digits, so a safe integer. */
  const small = (at: number): number => {
    const digits = word(at);
    if (/[^0]/.test(digits.slice(0, 51))) throw unreadable();
    return Number.parseInt(digits.slice(51), 16);
  };
  const array = small(64);
  const length = small(array);
  const items = array + 32;
  // Every element needs at least its offset word: a huge length in a short answer is garbage.
  if (length * 32 > size - items) throw unreadable();
  const results: AggregateResult['results'] = [];
  for (let index = 0; index < length; index++) {
    const tuple = items + small(items + index * 32);
    const success = small(tuple);
    const start = tuple + small(tuple + 32);
    const end = start + 32 + small(start);
    if (success > 1 || end > size) throw unreadable();
    const returnData = `0x${data.slice(66 + start * 2, 2 + end * 2).toLowerCase()}` as const;
    results.push({ success: success === 1, returnData });
  }
  // A block number beyond 2^52 is garbage: kept, it would outrank every later answer forever.
  return { blockNumber: small(0), results };
}
