// readApproval: the spec §4 approval state of a spend, from the spender's allowance, a pending
// approval the tracker knows of, and, where the spender takes permits, the token's permit support
// and the signature in hand (spec 001 §4: a usable signature counts as approved). The reads are
// plain calls, so an app can watch them in its own batch (`approvalCalls` + `approvalFromAnswers`)
// or read them once through any EIP-1193 transport (`readApproval`).

import type { ContractCall, RequestFunction } from '@dex/primitives';
import {
  type ApprovalState,
  allowanceCall,
  computeApprovalState,
  decodeAllowance,
} from './approval';
import {
  approvalWithPermit,
  type PermitInfo,
  type PermitSignature,
  type PermitWanted,
  permitInfoCalls,
  permitSignature,
  resolvePermitInfo,
  type SignedPermit,
} from './permit';

export interface ReadApprovalParameters {
  readonly chainId: number;
  /** The token spent; null for the chain's native coin (always approved). */
  readonly token: string | null;
  readonly owner: string;
  readonly spender: string;
  /** Raw units the spender will take; undefined while there is no amount (state UNKNOWN). */
  readonly amount: bigint | undefined;
  /** An unmined approval of this token for this spender is tracked. */
  readonly pendingApproval?: boolean;
  /**
   * Where the spender accepts a permit instead of an approval: the signature in hand and the
   * deadline a write sent now would carry (undefined while the chain's time is unknown). With
   * the chain's Argent wallet detector an Argent wallet is known to have no permit.
   */
  readonly permit?: {
    readonly signed: SignedPermit | null;
    readonly deadline: bigint | undefined;
    readonly argentWalletDetector?: string;
  };
}

/** What one spend's approval read is keyed by: an app keeps one read per key, whoever owns it. */
export type ApprovalKey = Pick<ReadApprovalParameters, 'chainId' | 'token' | 'spender' | 'amount'>;

/** Whether two keys name the same read (addresses compared in any casing). */
export function sameApprovalKey(a: ApprovalKey, b: ApprovalKey): boolean {
  return (
    a.chainId === b.chainId &&
    a.token?.toLowerCase() === b.token?.toLowerCase() &&
    a.spender.toLowerCase() === b.spender.toLowerCase() &&
    a.amount === b.amount
  );
}

/** A spend's approval, as the forms show it. */
export interface ApprovalRead {
  /** The state with a usable permit counted (what the button shows). */
  readonly state: ApprovalState;
  /** The on-chain state only (allowance and pending approval). */
  readonly onChain: ApprovalState;
  /** undefined while read or when the read failed. */
  readonly allowance: bigint | undefined;
  /** The token's permit support: undefined while read, null for none (or no permit wanted). */
  readonly permitInfo: PermitInfo | null | undefined;
  /** The permit signature state, with the permit to send when SIGNED. */
  readonly permit: PermitSignature;
}

/**
 * The answers to `approvalCalls`, in order: the call's data, undefined for a failed call, null for
 * one still being read.
 */
export type ApprovalAnswers = readonly (string | null | undefined)[];

/** The reads `readApproval` makes: the allowance, then the permit support when a permit is wanted. */
export function approvalCalls(parameters: ReadApprovalParameters): ContractCall[] {
  const { token, owner, spender, permit } = parameters;
  if (token === null) return [];
  return [
    allowanceCall(token, owner, spender),
    ...(permit ? permitInfoCalls(token, owner, permit.argentWalletDetector) : []),
  ];
}

/** The approval from the answers to `approvalCalls(parameters)`. */
export function approvalFromAnswers(
  parameters: ReadApprovalParameters,
  answers: ApprovalAnswers,
): ApprovalRead {
  const { chainId, token, owner, spender, amount, permit } = parameters;
  const allowance = token === null ? undefined : decodeAllowance(answers[0] ?? undefined);
  const onChain = computeApprovalState({
    isNative: token === null,
    amountToApprove: amount,
    allowance,
    pendingApproval: parameters.pendingApproval ?? false,
  });
  const permitAnswers = answers.slice(1);
  const permitInfo =
    token === null || !permit
      ? null
      : permitAnswers.length === 0 || permitAnswers.some((answer) => answer === null)
        ? undefined
        : resolvePermitInfo(
            chainId,
            token,
            permitAnswers.map((answer) => answer ?? undefined),
          );
  const wanted: PermitWanted | undefined =
    token !== null && permit && amount !== undefined
      ? { chainId, token, owner, spender, amount, deadline: permit.deadline }
      : undefined;
  const signature = permitSignature(permitInfo, permit?.signed ?? null, wanted);
  return {
    state: approvalWithPermit(onChain, signature.state),
    onChain,
    allowance,
    permitInfo,
    permit: signature,
  };
}

/**
 * Reads the spend's approval once through `request` (`eth_call` at the latest block); a failed
 * read counts as unknown, never as approved.
 */
export async function readApproval(
  parameters: ReadApprovalParameters,
  request: RequestFunction,
): Promise<ApprovalRead> {
  const answers = await Promise.all(
    approvalCalls(parameters).map(async (call) => {
      try {
        const data = await request({
          method: 'eth_call',
          params: [{ to: call.address, data: call.callData }, 'latest'],
        });
        return typeof data === 'string' ? data : undefined;
      } catch {
        return undefined;
      }
    }),
  );
  return approvalFromAnswers(parameters, answers);
}
