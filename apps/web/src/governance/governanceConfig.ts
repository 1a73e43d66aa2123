// Where governance lives on a chain: the governor, the votes token and the airdrop distributor from
// @dex/chains, and the claim-lookup service (VITE_CLAIM_LOOKUP_URL, else the devnet services').
import { getChainInfo } from '@dex/chains';

export interface GovernanceContracts {
  readonly governor: string;
  readonly token: string;
  readonly distributor: string | undefined;
}

export function governanceContractsFor(chainId: number): GovernanceContracts | undefined {
  const contracts = getChainInfo(chainId)?.contracts;
  if (!contracts?.governorAlpha || !contracts.uni) return undefined;
  return {
    governor: contracts.governorAlpha,
    token: contracts.uni,
    distributor: contracts.merkleDistributor,
  };
}

/** The claim-lookup endpoint: an explicit URL wins; the devnet serves one at /claims. */
export function claimLookupUrl(env: {
  readonly VITE_CLAIM_LOOKUP_URL?: string | undefined;
  readonly VITE_DEVNET_SERVICES_URL?: string | undefined;
}): string | undefined {
  const explicit = env.VITE_CLAIM_LOOKUP_URL?.trim();
  if (explicit) return explicit;
  const services = env.VITE_DEVNET_SERVICES_URL?.trim().replace(/\/+$/, '');
  return services ? `${services}/claims` : undefined;
}
