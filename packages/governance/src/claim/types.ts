// The claim's data shapes, shared by the lookup (which parses them) and the distributor (which
// sends and explains them); here so neither imports the other.

/** Why an account has a claim, when the service says (drives the breakdown). */
export interface ClaimFlags {
  readonly isSOCKS: boolean;
  readonly isUser: boolean;
  readonly isLP: boolean;
}

// @spec 000 §3.9 Airdrop claim data
export interface ClaimData {
  readonly index: number;
  /** Raw token units. */
  readonly amount: bigint;
  readonly proof: readonly string[];
  /** Why the account has a claim, when the service says (drives the breakdown). */
  readonly flags?: ClaimFlags;
}
