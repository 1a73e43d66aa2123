// Account balance reads, made in the same multicall batch as every other read of a block (never
// through the wallet): the native coin through the chain's multicall contract (`getEthBalance`),
// tokens through ERC-20 `balanceOf` with the spec's 100,000 gas per balance read. Encoded and
// decoded with @dex/primitives' ABI words, so no Ethereum library comes along.
import {
  abiAddressWord,
  abiReader,
  type ContractCall,
  checksumAddress,
  InvalidAddressError,
  isAddress,
} from '@dex/primitives';
import { getChainInfo } from './registry';

/** Spec: the gas each token balance read may use in a multicall batch. */
export const BALANCE_READ_GAS = 100_000;

/** `getEthBalance(address)` of the multicall contract. */
const GET_ETH_BALANCE_SELECTOR = '0x4d2301cc';
/** `getCurrentBlockTimestamp()` of the multicall contract. */
const GET_CURRENT_BLOCK_TIMESTAMP_SELECTOR = '0x0f28c97d';
/** ERC-20 `balanceOf(address)`. */
const BALANCE_OF_SELECTOR = '0x70a08231';

/** A balance read with the gas it may use. */
export interface BalanceCall extends ContractCall {
  readonly gasRequired: number;
}

function accountWord(account: string): string {
  if (!isAddress(account)) throw new InvalidAddressError(account);
  return abiAddressWord(account);
}

// @spec 000 §7.18 Account native-coin balance, current block timestamp
/** The native balance read of `account`; undefined on a chain without a multicall contract. */
export function nativeBalanceCall(chainId: number, account: string): ContractCall | undefined {
  const multicall = getChainInfo(chainId)?.contracts.multicall;
  if (!multicall) return undefined;
  return { address: multicall, callData: `${GET_ETH_BALANCE_SELECTOR}${accountWord(account)}` };
}

/**
 * The latest block's timestamp read (the chain's clock: devnets and stalled testnets can be days
 * away from the wall clock), in the same batch as the block's other reads; undefined on a chain
 * without a multicall contract.
 */
export function blockTimestampCall(chainId: number): ContractCall | undefined {
  const multicall = getChainInfo(chainId)?.contracts.multicall;
  if (!multicall) return undefined;
  return { address: multicall, callData: GET_CURRENT_BLOCK_TIMESTAMP_SELECTOR };
}

/** The answer to `blockTimestampCall` in Unix seconds; undefined for none or a malformed one. */
export function decodeBlockTimestamp(data: string | undefined): number | undefined {
  if (!data) return undefined;
  try {
    return Number(abiReader(data).uint(0));
  } catch {
    return undefined; // a malformed answer: no time rather than a wrong one
  }
}

/** The answer to `nativeBalanceCall`; undefined for none or an empty one. */
export function decodeNativeBalance(data: string | undefined): bigint | undefined {
  return data && data !== '0x' ? BigInt(data) : undefined;
}

/**
 * `balanceOf(account)` on each token, in order, at the EIP-55 form of its address (a malformed
 * address, or a mixed-case one whose checksum is wrong, throws a TypeError).
 * @spec 000 §7.16 Tokens
 */
export function tokenBalanceCalls(tokens: readonly string[], account: string): BalanceCall[] {
  const callData = `${BALANCE_OF_SELECTOR}${accountWord(account)}`;
  return tokens.map((token) => ({
    address: checksumAddress(token),
    callData,
    gasRequired: BALANCE_READ_GAS,
  }));
}

/** The answer to a `balanceOf` read; undefined for none, an empty or a short one. */
export function decodeTokenBalance(data: string | undefined): bigint | undefined {
  if (data === undefined) return undefined;
  try {
    return abiReader(data).uint(0);
  } catch {
    return undefined;
  }
}

/**
 * The balances of `tokens` (by address, as given) from the answers to `tokenBalanceCalls`, in the
 * same order; a token whose answer is missing or malformed is absent.
 */
export function decodeTokenBalances(
  tokens: readonly string[],
  answers: readonly (string | undefined)[],
): Readonly<Record<string, bigint>> {
  const balances: Record<string, bigint> = {};
  answers.forEach((data, index) => {
    const token = tokens[index];
    const value = decodeTokenBalance(data);
    if (token && value !== undefined) balances[token] = value;
  });
  return balances;
}
