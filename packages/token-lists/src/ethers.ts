// @dex/token-lists/ethers: the helpers that need ethers (an optional peer dependency). ENS list
// locations resolve through @dex/ens, whose name normalisation (UTS-46) is ethers'.
import {
  contenthashResolver,
  type EnsContenthashResolver,
  type EnsContenthashResolverOptions,
} from './ens';

export type { EnsContenthashResolver, EnsContenthashResolverOptions } from './ens';

/**
 * The ENS resolver `fetchTokenList` needs, from an EIP-1193 provider: `@dex/ens`'
 * `resolveEnsContenthash` (the registry's `resolver(node)`, then that resolver's
 * `contenthash(node)`). It throws `EnsResolverUnavailableError` ("Could not construct mainnet ENS
 * resolver") when there is no provider or the provider is on another chain.
 */
export function createEnsContenthashResolver(
  options: EnsContenthashResolverOptions,
): EnsContenthashResolver {
  return contenthashResolver(options, async (name, lookupOptions) => {
    // Loaded on first use: name normalisation (ethers' UTS-46 tables) is heavy and only ENS list
    // locations need it.
    const { resolveEnsContenthash } = await import('@dex/ens');
    return resolveEnsContenthash(name, lookupOptions);
  });
}
