// ENS lookups over an EIP-1193 request function: the registry's resolver(node), then that
// resolver's addr(node) (forward), name(node) on <address>.addr.reverse (reverse, verified) or
// contenthash(node) (EIP-1577, e.g. a token list on IPFS).
import { type RequestFunction, sanitizeDisplayText } from '@dex/primitives';
import { AbiCoder, getAddress, isAddress } from 'ethers';
import { namehash, normaliseEnsName } from './namehash';
import { hasEnsNameShape, type RecipientLookup } from './recipient';

export interface EnsOptions {
  readonly request: RequestFunction;
  /** The ENS registry; mainnet's is ENS_REGISTRY_ADDRESS. */
  readonly registry: string;
}

// @spec 000 §7.17 Name registry
/** The 4-byte selectors of the registry's and resolvers' reads (first bytes of their keccak). */
export const ENS_SELECTORS = {
  resolver: '0x0178b8bf',
  addr: '0x3b3b57de',
  name: '0x691f3431',
  contenthash: '0xbc1c58d1',
} as const;
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
const coder = AbiCoder.defaultAbiCoder();

/**
 * A zero-width joiner between two emoji (👨‍💻, 🏳️‍🌈, 👩🏽‍💻): part of one visible emoji, which ENS
 * names may hold. Any other joiner, like every other hidden character, is made visible.
 */
const EMOJI_JOINER =
  /(?<=\p{Extended_Pictographic}[\uFE0F\u{1F3FB}-\u{1F3FF}]?)\u200D(?=\p{Extended_Pictographic})/u;

/** A name fit to be shown beside an address: hidden and reordering characters made visible. */
function displayName(name: string): string {
  return name.split(EMOJI_JOINER).map(sanitizeDisplayText).join('\u200D');
}

// @spec 000 §5.17 Name handling
/** Whether `text` is worth asking ENS about: dot-separated labels that normalise (UTS-46). */
export function isEnsName(text: string): boolean {
  const trimmed = text.trim();
  if (!hasEnsNameShape(trimmed)) return false;
  try {
    namehash(trimmed);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a rejected eth_call failed in the called contract (it reverted, or hit an invalid
 * opcode): the node's JSON-RPC code 3, a message saying so, or ethers' CALL_EXCEPTION, also when
 * wrapped (`cause`, `error`, `info.error`). Anything else (network, HTTP status, rate limit, a
 * node error) is the transport's failure.
 */
function isExecutionFailure(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const { code, message, cause, error: inner, info } = error as Record<string, unknown>;
  if (code === 3 || code === 'CALL_EXCEPTION') return true;
  if (typeof message === 'string' && /\brevert|invalid opcode/i.test(message)) return true;
  const wrapped = [
    cause,
    inner,
    typeof info === 'object' && info !== null ? (info as { error?: unknown }).error : undefined,
  ];
  return wrapped.some((next) => next !== error && isExecutionFailure(next, depth + 1));
}

/**
 * `data` sent to `to` by eth_call: the answer as 0x hex, or null when there is none (empty, not
 * hex, or the call reverted: a resolver that reverts has no record). A failed request throws.
 */
async function call(options: EnsOptions, to: string, data: string): Promise<string | null> {
  let result: unknown;
  try {
    result = await options.request({ method: 'eth_call', params: [{ to, data }, 'latest'] });
  } catch (error) {
    if (isExecutionFailure(error)) return null;
    throw error;
  }
  return typeof result === 'string' && /^0x[0-9a-fA-F]*$/.test(result) && result.length > 2
    ? result
    : null;
}

/** The one value of `type` an answer holds, or undefined when it does not decode as one. */
function decodeOne(type: 'address' | 'string' | 'bytes', data: string): unknown {
  try {
    return coder.decode([type], data)[0];
  } catch {
    return undefined; // malformed: too short, offsets out of range, not UTF-8, an oversized address
  }
}

/** The resolver the registry names for `node` (a namehash), or null when none is set. */
async function resolverOf(options: EnsOptions, node: string): Promise<string | null> {
  const word = await call(options, options.registry, `${ENS_SELECTORS.resolver}${node.slice(2)}`);
  if (!word) return null;
  const resolver = decodeOne('address', word);
  return typeof resolver === 'string' && resolver !== ZERO_ADDRESS ? getAddress(resolver) : null;
}

/** `selector(node)` on the resolver of `name`: the raw answer, or null (no resolver, no answer). */
async function resolverRecord(
  name: string,
  selector: string,
  options: EnsOptions,
): Promise<string | null> {
  if (!isEnsName(name)) return null;
  const node = namehash(name.trim());
  const resolver = await resolverOf(options, node);
  return resolver ? call(options, resolver, `${selector}${node.slice(2)}`) : null;
}

/**
 * The address `name` resolves to, or null when it has none (no resolver, no record, a resolver
 * that reverts or answers undecodable data). Throws when the node could not be asked.
 */
export async function resolveEnsAddress(name: string, options: EnsOptions): Promise<string | null> {
  const word = await resolverRecord(name, ENS_SELECTORS.addr, options);
  if (!word) return null;
  const address = decodeOne('address', word);
  return typeof address === 'string' && address !== ZERO_ADDRESS ? getAddress(address) : null;
}

/**
 * The EIP-1577 contenthash record of `name` as 0x hex (e.g. an IPFS or IPNS content id), or null
 * when it has no resolver or no record (or its resolver reverts or answers undecodable data).
 */
export async function resolveEnsContenthash(
  name: string,
  options: EnsOptions,
): Promise<string | null> {
  const data = await resolverRecord(name, ENS_SELECTORS.contenthash, options);
  if (!data) return null;
  const contenthash = decodeOne('bytes', data);
  return typeof contenthash === 'string' && contenthash !== '0x' ? contenthash : null;
}

/**
 * The primary name of `address`, or null. The reverse record is only a claim by the address's
 * owner, so it counts only when the name resolves back to the same address. A resolver whose
 * name() or addr() reverts or answers undecodable data means no primary name (null, an answer
 * to keep); only a failed request (network, rate limit, node error) throws, to be retried.
 */
export async function lookupEnsName(address: string, options: EnsOptions): Promise<string | null> {
  if (!isAddress(address)) return null;
  const node = namehash(`${address.toLowerCase().slice(2)}.addr.reverse`);
  const resolver = await resolverOf(options, node);
  if (!resolver) return null;
  const data = await call(options, resolver, `${ENS_SELECTORS.name}${node.slice(2)}`);
  if (!data) return null;
  const record = decodeOne('string', data);
  if (typeof record !== 'string' || !isEnsName(record)) return null;
  // The name the record stands for, spelt as ENS does: the record's own spelling is the owner's
  // free text ("vitaIik.eth" with a capital I resolves as vitaiik.eth and reads as vitalik.eth).
  const name = normaliseEnsName(record.trim());
  const forward = await resolveEnsAddress(name, options);
  // Shown beside the address: hidden and reordering characters made visible.
  return forward === getAddress(address) ? displayName(name) : null;
}

/**
 * What a typed recipient ("Wallet Address or ENS name", whitespace stripped) stands for: an
 * address (with its verified name, when it has one) or a name that resolves; anything else is
 * invalid.
 */
export async function lookupRecipient(
  typed: string,
  options: EnsOptions,
): Promise<RecipientLookup> {
  const text = typed.replace(/\s+/g, '');
  if (text === '') return { status: 'empty' };
  if (isAddress(text)) {
    const address = getAddress(text);
    return { status: 'valid', address, name: await lookupEnsName(address, options) };
  }
  if (!isEnsName(text)) return { status: 'invalid' };
  const address = await resolveEnsAddress(text, options);
  return address ? { status: 'valid', address, name: displayName(text) } : { status: 'invalid' };
}
