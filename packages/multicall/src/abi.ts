// The Multicall2-compatible contract's functions this library uses, and a fixed coder for the one
// it calls itself (tryBlockAndAggregate): no Ethereum library needed at run time. The /ethers
// entry turns MULTICALL_ABI into an ethers Interface; viem users pass it to viem's parseAbi.

import { abiAddressWord, abiBytesTail, abiReader, abiUintWord, type Hex } from '@dex/primitives';
import { unreadableAnswerError } from './errors';
import type { Call } from './validation';

export const MULTICALL_ABI = [
  'function tryBlockAndAggregate(bool requireSuccess, (address target, bytes callData)[] calls) returns (uint256 blockNumber, bytes32 blockHash, (bool success, bytes returnData)[] returnData)',
  'function getEthBalance(address addr) view returns (uint256 balance)',
  'function getBlockNumber() view returns (uint256 blockNumber)',
  'function getCurrentBlockTimestamp() view returns (uint256 timestamp)',
] as const;

/** The 4-byte selectors of MULTICALL_ABI's functions (the first bytes of their keccak). */
export const MULTICALL_SELECTORS = {
  tryBlockAndAggregate: '0x399542e9',
  getEthBalance: '0x4d2301cc',
  getBlockNumber: '0x42cbb15c',
  getCurrentBlockTimestamp: '0x0f28c97d',
} as const;

export interface AggregateResult {
  blockNumber: number;
  results: { success: boolean; returnData: Hex }[];
}

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
  return `${MULTICALL_SELECTORS.tryBlockAndAggregate}${abiUintWord(0)}${abiUintWord(64)}${abiUintWord(calls.length)}${heads}${tuples.join('')}`;
}

/** The answer to tryBlockAndAggregate: (uint256 blockNumber, bytes32, (bool, bytes)[]). */
export function decodeTryBlockAndAggregate(data: unknown): AggregateResult {
  try {
    const reader = abiReader(data as string);
    const blockNumber = reader.uint(0);
    const array = reader.safeUint(64);
    const length = reader.safeUint(array);
    const items = array + 32;
    // Every element needs at least its offset word: a huge length in a short answer is garbage.
    if (length * 32 > reader.size - items) throw new RangeError('array longer than the answer');
    const results: AggregateResult['results'] = [];
    for (let index = 0; index < length; index++) {
      const tuple = items + reader.safeUint(items + index * 32);
      results.push({ success: reader.bool(tuple), returnData: reader.bytes(tuple + 32, tuple) });
    }
    return { blockNumber: Number(blockNumber), results };
  } catch {
    throw unreadableAnswerError('eth_call', data);
  }
}
