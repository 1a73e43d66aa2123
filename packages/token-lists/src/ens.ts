import { AbiCoder, getAddress, namehash } from 'ethers';
import { EnsResolverUnavailableError, TokenListError } from './errors';

/** The subset of an EIP-1193 provider this package uses. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

/** Resolves an ENS name to its EIP-1577 contenthash, as hex. Injected into `fetchTokenList`. */
export type EnsContenthashResolver = (ensName: string) => Promise<string>;

/** The ENS registry, at the same address on mainnet and the old test networks. */
export const ENS_REGISTRY_ADDRESS = '0x00000000000C2E074eC69A0dFb2997BA6C7d2e1e';

/** `resolver(bytes32)` and `contenthash(bytes32)` selectors (first 4 bytes of their keccak). */
export const ENS_SELECTORS = { resolver: '0x0178b8bf', contenthash: '0xbc1c58d1' } as const;

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

export interface EnsContenthashResolverOptions {
  /** Provider for the chain that holds the ENS registry; missing means no ENS support. */
  readonly provider: Eip1193Provider | null | undefined;
  /** Registry address; defaults to the mainnet ENS registry. */
  readonly registryAddress?: string;
  /** Chain the provider must be on (default 1, mainnet); null skips the check (e.g. a fork). */
  readonly chainId?: number | null;
}

async function ethCall(provider: Eip1193Provider, to: string, data: string): Promise<string> {
  const result = await provider.request({ method: 'eth_call', params: [{ to, data }, 'latest'] });
  if (typeof result !== 'string') throw new TokenListError('eth_call returned a non-string result');
  return result;
}

/**
 * Builds the ENS resolver that `fetchTokenList` needs from an EIP-1193 provider: it reads the
 * registry's `resolver(node)` and then that resolver's `contenthash(node)`. It throws
 * `EnsResolverUnavailableError` ("Could not construct mainnet ENS resolver") when there is no
 * provider or the provider is on another chain.
 */
export function createEnsContenthashResolver(
  options: EnsContenthashResolverOptions,
): EnsContenthashResolver {
  const registry = options.registryAddress ?? ENS_REGISTRY_ADDRESS;
  const expectedChainId = options.chainId === undefined ? 1 : options.chainId;
  const coder = AbiCoder.defaultAbiCoder();

  return async (ensName) => {
    const provider = options.provider;
    if (!provider) throw new EnsResolverUnavailableError();
    if (expectedChainId !== null) {
      const chainId = await provider.request({ method: 'eth_chainId' });
      if (typeof chainId !== 'string' || Number.parseInt(chainId, 16) !== expectedChainId) {
        throw new EnsResolverUnavailableError();
      }
    }

    const node = namehash(ensName).slice(2);
    const resolverWord = await ethCall(provider, registry, `${ENS_SELECTORS.resolver}${node}`);
    const [resolverAddress] = coder.decode(['address'], resolverWord);
    if (typeof resolverAddress !== 'string' || resolverAddress === ZERO_ADDRESS) {
      throw new TokenListError(`No resolver set for ${ensName}`);
    }

    const contenthashData = await ethCall(
      provider,
      getAddress(resolverAddress),
      `${ENS_SELECTORS.contenthash}${node}`,
    );
    const [contenthash] = coder.decode(['bytes'], contenthashData);
    if (typeof contenthash !== 'string') throw new TokenListError('Unexpected contenthash');
    return contenthash;
  };
}
