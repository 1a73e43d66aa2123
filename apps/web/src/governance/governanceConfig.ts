// Where governance lives on a chain: the governor, the votes token and the airdrop distributor from
// @dex/chains, and the claim-lookup service (VITE_CLAIM_LOOKUP_URL, else the devnet services' in
// devnet builds).
import { getChainInfo } from '@dex/chains';
import { type AppEnv, envText, runtimeTarget } from '../buildTarget';

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

/**
 * The claim-lookup endpoint: an explicit VITE_CLAIM_LOOKUP_URL wins; a devnet build uses the devnet
 * services' /claims; a production build has none unless configured.
 */
export function claimLookupUrl(env: AppEnv): string | undefined {
  const explicit = envText(env, 'VITE_CLAIM_LOOKUP_URL');
  if (explicit) return explicit;
  if (runtimeTarget(env) !== 'devnet') return undefined;
  const services = envText(env, 'VITE_DEVNET_SERVICES_URL')?.replace(/\/+$/, '');
  return services ? `${services}/claims` : undefined;
}
