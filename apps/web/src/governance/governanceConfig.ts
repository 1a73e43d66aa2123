// Where governance lives on a chain: the governor, the votes token and the airdrop distributor from
// @dex/chains, and the claim-lookup service (VITE_CLAIM_LOOKUP_URL, else the devnet services' in
// devnet builds).
import { type ChainContracts, getChainInfo } from '@dex/chains';
import type { Logger } from '@dex/primitives';
import { getAddress, ZeroAddress } from 'ethers';
import { type AppEnv, envText, runtimeTarget } from '../buildTarget';
import { appLogger, LOG_MESSAGES } from '../logging/appLogger';

export interface GovernanceContracts {
  readonly governor: string;
  readonly token: string;
  readonly distributor: string | undefined;
}

/**
 * The chain's governance contracts; undefined on chains without governance. A configured address
 * that is not a valid contract address gives null, logged ("Failed to get contract"), instead of
 * throwing later in every read.
 */
export function governanceContractsFor(
  chainId: number,
  contracts: ChainContracts | undefined = getChainInfo(chainId)?.contracts,
  logger: Logger = appLogger,
): GovernanceContracts | null | undefined {
  if (!contracts?.governorAlpha || !contracts.uni) return undefined;
  try {
    return {
      governor: contractAddress(contracts.governorAlpha),
      token: contractAddress(contracts.uni),
      distributor:
        contracts.merkleDistributor === undefined
          ? undefined
          : contractAddress(contracts.merkleDistributor),
    };
  } catch (error) {
    logger.error(LOG_MESSAGES.contract, error);
    return null;
  }
}

function contractAddress(address: string): string {
  const checksummed = getAddress(address);
  if (checksummed === ZeroAddress) throw new Error(`Invalid address: ${address}`);
  return checksummed;
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
