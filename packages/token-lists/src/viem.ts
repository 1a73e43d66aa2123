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

export type { EnsContenthashResolver, EnsContenthashResolverOptions } from './ens';

const ENS_ABI = parseAbi([
  'function resolver(bytes32 node) view returns (address)',
  'function contenthash(bytes32 node) view returns (bytes)',
]);

/**
 * The ENS resolver `fetchTokenList` needs, from an EIP-1193 provider (a viem client's `request`
 * will do: `{ request: client.request }`). It throws `EnsResolverUnavailableError` ("Could not
 * construct mainnet ENS resolver") when there is no provider or the provider is on another chain.
 */
export function createEnsContenthashResolver(
  options: EnsContenthashResolverOptions,
): EnsContenthashResolver {
  return contenthashResolver(options, async (name, { request, registry }) => {
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
