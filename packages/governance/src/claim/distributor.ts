// The merkle distributor: whether a claim was made, the claim call, and the breakdown of an amount.
import type { ContractCall } from '@dex/primitives';
import { contractCall, DISTRIBUTOR_INTERFACE } from '../abi';
import type { ClaimData, ClaimFlags } from './types';

// @spec 000 §7.19 Distributor
export const isClaimedCall = (distributor: string, index: number): ContractCall =>
  contractCall(distributor, DISTRIBUTOR_INTERFACE.encodeFunctionData('isClaimed', [index]));

export function decodeIsClaimed(data: string): boolean {
  return Boolean(DISTRIBUTOR_INTERFACE.decodeFunctionResult('isClaimed', data)[0]);
}

// @spec 000 §7.28 Claim
/** `claim(index, account, amount, proof)`: the tokens go to `account`, whoever sends it. */
export const claimCall = (distributor: string, account: string, claim: ClaimData): ContractCall =>
  contractCall(
    distributor,
    DISTRIBUTOR_INTERFACE.encodeFunctionData('claim', [
      claim.index,
      account,
      claim.amount,
      claim.proof,
    ]),
  );

// @spec 000 §4.3 Claim
/** Spec §4: a claim is available only with claim data and isClaimed false. */
export function claimableAmount(claim: ClaimData | null, isClaimed: boolean | undefined): bigint {
  return claim && isClaimed === false ? claim.amount : 0n;
}

// @spec 000 §9.12 Airdrop amounts
/** Spec §9 airdrop amounts, in whole tokens. */
export const SOCKS_AMOUNT = 1000n;
export const USER_AMOUNT = 400n;

/** How a claim splits: 1,000 for SOCKS holders, 400 for users, liquidity the remainder. */
export function claimBreakdown(
  amount: bigint,
  flags: ClaimFlags,
  decimals = 18,
): { socks: bigint; user: bigint; liquidity: bigint } {
  const unit = 10n ** BigInt(decimals);
  const socks = flags.isSOCKS ? SOCKS_AMOUNT * unit : 0n;
  const user = flags.isUser ? USER_AMOUNT * unit : 0n;
  const rest = amount - socks - user;
  return { socks, user, liquidity: flags.isLP && rest > 0n ? rest : 0n };
}
