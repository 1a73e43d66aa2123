// The JSON-RPC calls the tracker makes, and strict decoding of their answers.
import { DexError, type RequestFunction, toQuantity } from '@dex/primitives';
import type { RecordedCall, TransactionReceiptSummary } from './types';

/** A node answered a tracker read with something that is not what the method returns. */
export class UnexpectedRpcResultError extends DexError {
  constructor(
    readonly method: string,
    readonly result: unknown,
  ) {
    super('transactions/unexpected-rpc-result', `Unexpected result of ${method}`);
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function quantity(method: string, value: unknown): number {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) {
    throw new UnexpectedRpcResultError(method, value);
  }
  return Number.parseInt(value, 16);
}

function text(method: string, value: unknown): string {
  if (typeof value !== 'string') throw new UnexpectedRpcResultError(method, value);
  return value;
}

export interface RpcTransaction {
  readonly hash: string;
  readonly from: string;
  readonly nonce: number;
  readonly call: RecordedCall;
}

export interface RpcBlock {
  readonly number: number;
  readonly hash: string;
  /** Seconds. */
  readonly timestamp: number;
  /** Present when fetched with full transactions. */
  readonly transactions?: readonly RpcTransaction[];
}

// @spec 000 §7.25 Chain
export async function getReceipt(
  request: RequestFunction,
  hash: string,
): Promise<TransactionReceiptSummary | null> {
  const method = 'eth_getTransactionReceipt';
  const raw = await request({ method, params: [hash] });
  if (raw === null) return null;
  if (!isObject(raw)) throw new UnexpectedRpcResultError(method, raw);
  const optionalText = (value: unknown) => (value == null ? undefined : text(method, value));
  const contractAddress = optionalText(raw.contractAddress);
  const to = optionalText(raw.to);
  const status = raw.status == null ? undefined : quantity(method, raw.status);
  return {
    blockHash: text(method, raw.blockHash),
    blockNumber: quantity(method, raw.blockNumber),
    from: text(method, raw.from),
    transactionHash: text(method, raw.transactionHash).toLowerCase(),
    transactionIndex: quantity(method, raw.transactionIndex),
    ...(contractAddress === undefined ? {} : { contractAddress }),
    ...(status === undefined ? {} : { status }),
    ...(to === undefined ? {} : { to }),
  };
}

function decodeTransaction(method: string, raw: unknown): RpcTransaction {
  if (!isObject(raw)) throw new UnexpectedRpcResultError(method, raw);
  const value = raw.value === undefined ? '0x0' : text(method, raw.value);
  const input = raw.input ?? raw.data ?? '0x';
  return {
    hash: text(method, raw.hash).toLowerCase(),
    from: text(method, raw.from).toLowerCase(),
    nonce: quantity(method, raw.nonce),
    call: {
      to: raw.to == null ? null : text(method, raw.to).toLowerCase(),
      input: text(method, input).toLowerCase(),
      value: BigInt(value).toString(),
    },
  };
}

export async function getTransactionByHash(
  request: RequestFunction,
  hash: string,
): Promise<RpcTransaction | null> {
  const method = 'eth_getTransactionByHash';
  const raw = await request({ method, params: [hash] });
  return raw === null ? null : decodeTransaction(method, raw);
}

/** The sender's nonce as of `blockNumber`: how many of its transactions are mined up to it. */
export async function getMinedNonce(
  request: RequestFunction,
  address: string,
  blockNumber: number,
): Promise<number> {
  const method = 'eth_getTransactionCount';
  return quantity(method, await request({ method, params: [address, toQuantity(blockNumber)] }));
}

/**
 * The nonce the sender's next transaction takes: its mined transactions plus those waiting in the
 * node's pool.
 */
export async function getPendingNonce(request: RequestFunction, address: string): Promise<number> {
  const method = 'eth_getTransactionCount';
  return quantity(method, await request({ method, params: [address, 'pending'] }));
}

/**
 * null when the node has no block at that height (the chain got shorter: a re-org or a devnet
 * revert; or a lagging backend of a load-balanced endpoint is behind).
 */
export async function getBlock(
  request: RequestFunction,
  blockNumber: number,
  withTransactions = false,
): Promise<RpcBlock | null> {
  const method = 'eth_getBlockByNumber';
  const raw = await request({ method, params: [toQuantity(blockNumber), withTransactions] });
  if (raw === null) return null;
  if (!isObject(raw)) throw new UnexpectedRpcResultError(method, raw);
  const block = {
    number: quantity(method, raw.number),
    hash: text(method, raw.hash).toLowerCase(),
    timestamp: quantity(method, raw.timestamp),
  };
  if (!withTransactions) return block;
  if (!Array.isArray(raw.transactions)) throw new UnexpectedRpcResultError(method, raw);
  return { ...block, transactions: raw.transactions.map((tx) => decodeTransaction(method, tx)) };
}
