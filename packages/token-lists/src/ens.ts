// ENS list locations (e.g. `tokens.uniswap.eth`): the name's contenthash, read through @dex/ens.
import { ENS_REGISTRY_ADDRESS } from '@dex/chains';
import type { Eip1193Provider } from '@dex/primitives';
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

/**
 * Builds the ENS resolver that `fetchTokenList` needs from an EIP-1193 provider: `@dex/ens`'
 * `resolveEnsContenthash` (the registry's `resolver(node)`, then that resolver's
 * `contenthash(node)`). It throws `EnsResolverUnavailableError` ("Could not construct mainnet ENS
 * resolver") when there is no provider or the provider is on another chain.
 */
export function createEnsContenthashResolver(
  options: EnsContenthashResolverOptions,
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
    // Loaded on first use: name normalisation (ethers' UTS-46 tables) is heavy and only ENS list
    // locations need it.
    const { resolveEnsContenthash } = await import('@dex/ens');
    const contenthash = await resolveEnsContenthash(ensName, {
      request: (args) => provider.request(args),
      registry,
    });
    if (contenthash === null) throw new TokenListError(`No contenthash set for ${ensName}`);
    return contenthash;
  };
}
