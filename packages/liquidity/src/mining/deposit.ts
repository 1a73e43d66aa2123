// Spec 001 §4 "Deposit flow (mining)" and §8: the deposit sends `stake` once the LP token is
// approved for the pool, or `stakeWithPermit` with a signed permit; with neither there is nothing
// valid to send, which is a programming error the spec words.
import { DexError } from '@dex/primitives';
import {
  type StakingPermit,
  type StakingTransaction,
  stakeCall,
  stakeWithPermitCall,
} from './staking';

// @spec 001 §8.1 Thrown
/** Spec 001 §8: a deposit attempted with neither an approval nor a signature. */
export class StakeWithoutApprovalError extends DexError {
  constructor() {
    super(
      'liquidity/stake-without-approval',
      'Attempting to stake without approval or a signature. Please contact support.',
    );
  }
}

/** How the pool may take the LP: an on-chain allowance, or a permit signature (preferred). */
export interface DepositAuthorisation {
  /** The account's allowance for the pool covers the amount. */
  readonly approved: boolean;
  /** A permit for the pool still valid for the amount, if one was signed. */
  readonly permit?: StakingPermit | null;
}

/**
 * The deposit's staking call: `stakeWithPermit` when a permit is given, else `stake` when
 * approved; throws `StakeWithoutApprovalError` with neither.
 * @spec 001 §4.5 Deposit flow (mining)
 */
export function depositCall(
  stakingRewardAddress: string,
  amount: bigint,
  { approved, permit }: DepositAuthorisation,
): StakingTransaction {
  if (permit) return stakeWithPermitCall(stakingRewardAddress, amount, permit);
  if (approved) return stakeCall(stakingRewardAddress, amount);
  throw new StakeWithoutApprovalError();
}
