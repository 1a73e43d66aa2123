// Where governance lives on a chain (spec 000 §7): the governor (GovernorAlpha, and GovernorBravo
// where it replaced it), the votes token and the airdrop distributor, from the chain's registry. A configured address that is not a valid contract
// address is reported and gives null, instead of throwing later in every read.
import { InvalidAddressError } from '@dex/primitives';
import { getAddress, ZeroAddress } from 'ethers';

export interface GovernanceContracts {
  /** GovernorAlpha. */
  readonly governor: string;
  /** GovernorBravo, where governance moved to it (undefined where the chain has none). */
  readonly governorBravo: string | undefined;
  readonly token: string;
  readonly distributor: string | undefined;
}

/** The registry's addresses this reads (e.g. @dex/chains' ChainContracts). */
export interface GovernanceAddresses {
  readonly governorAlpha?: string | undefined;
  readonly governorBravo?: string | undefined;
  readonly uni?: string | undefined;
  readonly merkleDistributor?: string | undefined;
}

function contractAddress(address: string): string {
  const checksummed = getAddress(address);
  if (checksummed === ZeroAddress) throw new InvalidAddressError(address);
  return checksummed;
}

/**
 * The checksummed governance contracts; undefined on a chain without governance, null (after
 * telling `onInvalid`) when an address is malformed or the zero address.
 */
export function governanceContracts(
  addresses: GovernanceAddresses | undefined,
  onInvalid: (error: unknown) => void,
): GovernanceContracts | null | undefined {
  if (!addresses?.governorAlpha || !addresses.uni) return undefined;
  try {
    return {
      governor: contractAddress(addresses.governorAlpha),
      governorBravo:
        addresses.governorBravo === undefined
          ? undefined
          : contractAddress(addresses.governorBravo),
      token: contractAddress(addresses.uni),
      distributor:
        addresses.merkleDistributor === undefined
          ? undefined
          : contractAddress(addresses.merkleDistributor),
    };
  } catch (error) {
    onInvalid(error);
    return null;
  }
}
