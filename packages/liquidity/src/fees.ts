// Spec 001 §2 "Unclaimed fees" and §7: what a position would collect right now. tokensOwed in
// `positions` misses the fees earned since the position was last touched, so the amount is read
// the way the position manager computes it: `collect` with uint128 max for both tokens, as a
// static call (eth_call) from the owner — the manager only lets the owner or an approved
// operator collect, so a multicall (whose sender is the multicall contract) cannot read it.

import type { ContractCall, Eip1193Provider, ParseErrorHandler } from '@dex/primitives';
import { decodeManagerResult, managerCall } from './positions';

export const MAX_UINT128 = 2n ** 128n - 1n;

/** A read that must come from a given account. */
export interface OwedFeesCall extends ContractCall {
  readonly from: string;
}

export interface OwedFees {
  readonly amount0: bigint;
  readonly amount1: bigint;
}

/** The static `collect` of everything owed to `owner`'s position `tokenId`. */
export function owedFeesCall(manager: string, tokenId: bigint, owner: string): OwedFeesCall {
  return {
    ...managerCall(manager, 'collect', [
      { tokenId, recipient: owner, amount0Max: MAX_UINT128, amount1Max: MAX_UINT128 },
    ]),
    from: owner,
  };
}

/**
 * The owed amounts from an `owedFeesCall` answer; undefined for a failed or malformed one (which
 * also goes to `onParseError`).
 */
export function decodeOwedFees(
  data: string | undefined,
  onParseError?: ParseErrorHandler,
): OwedFees | undefined {
  const result = decodeManagerResult('collect', data, onParseError);
  return result ? { amount0: BigInt(result[0]), amount1: BigInt(result[1]) } : undefined;
}

/**
 * Reads the owed fees through `provider` (any EIP-1193 read provider) at `blockTag`. Rejects
 * when the node does (e.g. `owner` no longer owns the position); undefined for a malformed answer.
 */
export async function readOwedFees(
  provider: Pick<Eip1193Provider, 'request'>,
  call: OwedFeesCall,
  blockTag: string = 'latest',
  onParseError?: ParseErrorHandler,
): Promise<OwedFees | undefined> {
  const data = await provider.request({
    method: 'eth_call',
    params: [{ from: call.from, to: call.address, data: call.callData }, blockTag],
  });
  return decodeOwedFees(typeof data === 'string' ? data : undefined, onParseError);
}

export interface FollowOwedFeesOptions {
  readonly provider: Pick<Eip1193Provider, 'request'>;
  readonly call: OwedFeesCall;
  /** Calls `read` at every block (e.g. @dex/multicall's readEachBlock); returns its stop. */
  readonly eachBlock: (read: () => void) => () => void;
  /** The newest answer; undefined when a read failed. */
  readonly onFees: (owed: OwedFees | undefined) => void;
  /** A failed read, before undefined is shown for it. */
  readonly onError?: (error: unknown) => void;
  readonly onParseError?: ParseErrorHandler;
}

/**
 * Follows what a position would collect (spec 001 §7): read at once and again at every block,
 * since fees grow with every swap through the range. An answer older than the one shown (answers
 * can overtake each other) is dropped, and none is shown once stopped. Returns the stop.
 */
export function followOwedFees(options: FollowOwedFeesOptions): () => void {
  let stopped = false;
  let sent = 0;
  let shown = 0;
  const read = () => {
    const order = ++sent;
    const show = (owed: OwedFees | undefined) => {
      if (stopped || order < shown) return;
      shown = order;
      options.onFees(owed);
    };
    readOwedFees(options.provider, options.call, 'latest', options.onParseError).then(
      show,
      (error) => {
        options.onError?.(error);
        show(undefined);
      },
    );
  };
  read();
  const stop = options.eachBlock(read);
  return () => {
    stopped = true;
    stop();
  };
}
