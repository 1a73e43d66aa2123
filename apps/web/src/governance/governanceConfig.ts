// Where governance lives on a chain: the governor, the votes token and the airdrop distributor from
// @dex/chains, and the claim-lookup service (VITE_CLAIM_LOOKUP_URL, else the devnet services' in
// devnet builds).
import { type ChainContracts, getChainInfo } from '@dex/chains';
import { type GovernanceContracts, governanceContracts } from '@dex/governance';
import type { Logger } from '@dex/primitives';
import { type AppEnv, envText, runtimeTarget } from '../buildTarget';
import { appLogger, LOG_MESSAGES } from '../logging/appLogger';

/**
 * The chain's governance contracts (@dex/governance's rule); undefined on chains without
 * governance, null for an invalid configured address, logged ("Failed to get contract").
 */
export function governanceContractsFor(
  chainId: number,
  contracts: ChainContracts | undefined = getChainInfo(chainId)?.contracts,
  logger: Logger = appLogger,
): GovernanceContracts | null | undefined {
  return governanceContracts(contracts, (error) => logger.error(LOG_MESSAGES.contract, error));
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
