// ENS list locations (e.g. `tokens.uniswap.eth`): the name's contenthash, read through a
// library's ENS code. The /ethers entry's resolver uses @dex/ens (ethers' name normalisation),
// the /viem entry's viem's; the chain check and the errors are the same for both, here.
import { ENS_REGISTRY_ADDRESS } from '@dex/chains';
import type { Eip1193Provider, RequestFunction } from '@dex/primitives';
import { EnsResolverUnavailableError, TokenListError } from './errors';

/** Resolves an ENS name to its EIP-1577 contenthash, as hex. Injected into `fetchTokenList`. */
export type EnsContenthashResolver = (ensName: string) => Promise<string>;

export interface EnsContenthashResolverOptions {
  /** Provider for the chain that holds the ENS registry; missing means no ENS support. */
  readonly provider: Eip1193Provider | null | undefined;
  /** Registry address; defaults to the mainnet ENS registry. */
  readonly registryAddress?: string;
  /** Chain the provider must be on (default 1, mainnet); null skips the check (e.g. a fork). */
  readonly chainId?: number | null;
}

/** The contenthash record of `name` (0x hex), or null: the registry's resolver, then its record. */
export type ContenthashLookup = (
  name: string,
  options: { readonly request: RequestFunction; readonly registry: string },
) => Promise<string | null>;

/**
 * An EnsContenthashResolver over `lookup`. It throws `EnsResolverUnavailableError` ("Could not
 * construct mainnet ENS resolver") when there is no provider or the provider is on another chain,
 * and a TokenListError when the name has no contenthash.
 * @spec 000 §7.10 List source by name-service name
 */
export function contenthashResolver(
  options: EnsContenthashResolverOptions,
  lookup: ContenthashLookup,
): EnsContenthashResolver {
  const registry = options.registryAddress ?? ENS_REGISTRY_ADDRESS;
  const expectedChainId = options.chainId === undefined ? 1 : options.chainId;

  return async (ensName) => {
    const provider = options.provider;
    if (!provider) throw new EnsResolverUnavailableError();
    if (expectedChainId !== null) {
      const chainId = await provider.request({ method: 'eth_chainId' });
      if (typeof chainId !== 'string' || Number.parseInt(chainId, 16) !== expectedChainId) {
        throw new EnsResolverUnavailableError();
      }
    }
    const contenthash = await lookup(ensName, {
      request: (args) => provider.request(args),
      registry,
    });
    if (contenthash === null) throw new TokenListError(`No contenthash set for ${ensName}`);
    return contenthash;
  };
}
