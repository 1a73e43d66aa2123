// @dex/token-lists/viem: the helpers that need an Ethereum library, on viem (an optional peer
// dependency). ENS list locations: the same two reads as @dex/ens (the registry's
// resolver(node), then that resolver's contenthash(node)), with viem's ENSIP-15 normalisation.
import type { Hex } from '@dex/primitives';
import { decodeFunctionResult, encodeFunctionData, namehash, parseAbi, zeroAddress } from 'viem';
import { normalize } from 'viem/ens';
import {
  contenthashResolver,
  type EnsContenthashResolver,
  type EnsContenthashResolverOptions,
} from './ens';

export type { EnsContenthashResolver } from './ens';

const ENS_ABI = parseAbi([
  'function resolver(bytes32 node) view returns (address)',
  'function contenthash(bytes32 node) view returns (bytes)',
]);

/** Anything with viem's `request` (a PublicClient, a WalletClient). */
export interface ViemRequester {
  // biome-ignore lint/suspicious/noExplicitAny: viem types each method's parameters; any accepts them all.
  request(args: any): Promise<unknown>;
}

export interface ViemEnsContenthashResolverOptions
  extends Omit<EnsContenthashResolverOptions, 'provider'> {
  /** A viem client for the chain that holds the ENS registry; missing means no ENS support. */
  readonly client: ViemRequester | null | undefined;
}

/**
 * The ENS resolver `fetchTokenList` needs, from a viem client. It throws
 * `EnsResolverUnavailableError` ("Could not construct mainnet ENS resolver") when there is no
 * client or the client's node is on another chain.
 */
export function createEnsContenthashResolver(
  options: ViemEnsContenthashResolverOptions,
): EnsContenthashResolver {
  const { client, ...rest } = options;
  const provider = client ? { request: (args: unknown) => client.request(args) } : client;
  return contenthashResolver({ ...rest, provider }, async (name, { request, registry }) => {
    let node: Hex;
    try {
      node = namehash(normalize(name.trim()));
    } catch {
      return null; // not a name ENS can hold
    }
    const call = async (to: string, functionName: 'resolver' | 'contenthash') => {
      const data = encodeFunctionData({ abi: ENS_ABI, functionName, args: [node] });
      const answer = await request({ method: 'eth_call', params: [{ to, data }, 'latest'] });
      return typeof answer === 'string' && /^0x[0-9a-fA-F]+$/.test(answer) ? (answer as Hex) : null;
    };
    const resolverAnswer = await call(registry, 'resolver');
    if (!resolverAnswer) return null;
    const resolver = decodeFunctionResult({
      abi: ENS_ABI,
      functionName: 'resolver',
      data: resolverAnswer,
    });
    if (resolver === zeroAddress) return null;
    const record = await call(resolver, 'contenthash');
    if (!record) return null;
    const contenthash = decodeFunctionResult({
      abi: ENS_ABI,
      functionName: 'contenthash',
      data: record,
    });
    return contenthash === '0x' ? null : contenthash;
  });
}
