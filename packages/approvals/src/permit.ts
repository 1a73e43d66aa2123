// Spec §4/§7 permit: an EIP-2612 ("amount") or DAI-style ("allowed") signature replaces an
// on-chain approval where the spender accepts one (v3 swaps through selfPermit, v3 liquidity). Support is read from the token itself: its PERMIT_TYPEHASH
// names the flavour and its DOMAIN_SEPARATOR tells which EIP-712 domain (with or without a version)
// it signs under, so no per-token table is needed.

import type { ContractCall } from '@dex/primitives';
import { getAddress, Interface, id, Signature, TypedDataEncoder } from 'ethers';

export const PERMIT_TOKEN_INTERFACE = new Interface([
  'function PERMIT_TYPEHASH() view returns (bytes32)',
  'function DOMAIN_SEPARATOR() view returns (bytes32)',
  'function nonces(address owner) view returns (uint256)',
  'function name() view returns (string)',
  'function version() view returns (string)',
]);

const EIP2612_TYPEHASH = id(
  'Permit(address owner,address spender,uint256 value,uint256 nonce,uint256 deadline)',
);
const DAI_TYPEHASH = id(
  'Permit(address holder,address spender,uint256 nonce,uint256 expiry,bool allowed)',
);

/** Spec §9: a permit is valid for the swap deadline plus 1200 s. */
export const PERMIT_VALIDITY_BUFFER_SECONDS = 1200n;

export type PermitType = 'amount' | 'allowed';

export interface PermitDomain {
  readonly name: string;
  readonly version?: string;
  readonly chainId: number;
  readonly verifyingContract: string;
}

export interface PermitInfo {
  readonly type: PermitType;
  readonly domain: PermitDomain;
  readonly nonce: bigint;
}

/** The reads that decide whether `token` supports a permit for `owner` (one @dex/multicall batch). */
export function permitInfoCalls(token: string, owner: string): ContractCall[] {
  const call = (name: string, args: unknown[] = []): ContractCall => ({
    address: getAddress(token),
    callData: PERMIT_TOKEN_INTERFACE.encodeFunctionData(name, args).toLowerCase(),
  });
  return [
    call('PERMIT_TYPEHASH'),
    call('DOMAIN_SEPARATOR'),
    call('nonces', [owner]),
    call('name'),
    call('version'),
  ];
}

function decode(name: string, data: string | undefined): unknown {
  if (!data || data === '0x') return undefined;
  try {
    return PERMIT_TOKEN_INTERFACE.decodeFunctionResult(name, data)[0];
  } catch {
    return undefined;
  }
}

/**
 * The token's permit flavour, domain and the owner's nonce from the answers to `permitInfoCalls`
 * (undefined for a failed read); null when the token has no usable permit.
 */
export function resolvePermitInfo(
  chainId: number,
  token: string,
  answers: readonly (string | undefined)[],
): PermitInfo | null {
  const [typehashData, separatorData, nonceData, nameData, versionData] = answers;
  const typehash = decode('PERMIT_TYPEHASH', typehashData);
  const separator = decode('DOMAIN_SEPARATOR', separatorData);
  const nonce = decode('nonces', nonceData);
  const name = decode('name', nameData);
  const version = decode('version', versionData);
  if (typeof separator !== 'string' || typeof nonce !== 'bigint' || typeof name !== 'string')
    return null;
  const type: PermitType | null =
    typehash === EIP2612_TYPEHASH ? 'amount' : typehash === DAI_TYPEHASH ? 'allowed' : null;
  if (!type) return null;
  const verifyingContract = getAddress(token);
  // The domain the token really uses: its own version, version "1", or none (e.g. UNI).
  const candidates: PermitDomain[] = [
    ...(typeof version === 'string' ? [{ name, version, chainId, verifyingContract }] : []),
    { name, version: '1', chainId, verifyingContract },
    { name, chainId, verifyingContract },
  ];
  const domain = candidates.find(
    (candidate) => TypedDataEncoder.hashDomain(candidate) === separator,
  );
  return domain ? { type, domain, nonce } : null;
}

export interface PermitRequest {
  readonly owner: string;
  readonly spender: string;
  /** Raw token units (EIP-2612 only; DAI-style permits allow everything). */
  readonly value: bigint;
  /** Seconds since the epoch. */
  readonly deadline: bigint;
}

const TYPES = {
  amount: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
  allowed: [
    { name: 'holder', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'nonce', type: 'uint256' },
    { name: 'expiry', type: 'uint256' },
    { name: 'allowed', type: 'bool' },
  ],
} as const;

/** The EIP-712 payload for `eth_signTypedData_v4` (as a JSON string, what wallets expect). */
export function permitTypedData(info: PermitInfo, request: PermitRequest): string {
  const domainFields = [
    { name: 'name', type: 'string' },
    ...(info.domain.version !== undefined ? [{ name: 'version', type: 'string' }] : []),
    { name: 'chainId', type: 'uint256' },
    { name: 'verifyingContract', type: 'address' },
  ];
  const message =
    info.type === 'amount'
      ? {
          owner: getAddress(request.owner),
          spender: getAddress(request.spender),
          value: request.value.toString(),
          nonce: info.nonce.toString(),
          deadline: request.deadline.toString(),
        }
      : {
          holder: getAddress(request.owner),
          spender: getAddress(request.spender),
          nonce: info.nonce.toString(),
          expiry: request.deadline.toString(),
          allowed: true,
        };
  return JSON.stringify({
    types: { EIP712Domain: domainFields, Permit: TYPES[info.type] },
    domain: info.domain,
    primaryType: 'Permit',
    message,
  });
}

/** A signed permit: what it allows and the signature split into v, r, s. */
export interface SignedPermit {
  readonly token: string;
  readonly owner: string;
  readonly spender: string;
  readonly nonce: bigint;
  readonly deadline: bigint;
  readonly type: PermitType;
  /** The EIP-2612 amount; DAI-style permits allow any amount. */
  readonly value?: bigint;
  readonly v: 27 | 28;
  readonly r: string;
  readonly s: string;
}

/** Splits a 65-byte signature (or its compact 64-byte form) into v, r and s. */
export function splitPermitSignature(signature: string): { v: 27 | 28; r: string; s: string } {
  const parsed = Signature.from(signature);
  return { v: parsed.v, r: parsed.r, s: parsed.s };
}

/**
 * Spec §4: a signature counts only for the same owner, token, spender, nonce and amount, and
 * before its deadline.
 */
export function isPermitUsable(
  permit: SignedPermit | null,
  wanted: {
    readonly token: string;
    readonly owner: string;
    readonly spender: string;
    readonly nonce: bigint | undefined;
    readonly amount: bigint;
    readonly now: bigint;
  },
): permit is SignedPermit {
  if (!permit || wanted.nonce === undefined) return false;
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  return (
    same(permit.token, wanted.token) &&
    same(permit.owner, wanted.owner) &&
    same(permit.spender, wanted.spender) &&
    permit.nonce === wanted.nonce &&
    permit.deadline > wanted.now &&
    (permit.type === 'allowed' || (permit.value !== undefined && permit.value >= wanted.amount))
  );
}

/**
 * selfPermit arguments for a signed permit, in the shape of @uniswap/v3-sdk's `PermitOptions`
 * (which the SDK's SwapRouter and NonfungiblePositionManager accept).
 */
export type SelfPermitArguments =
  | { v: 27 | 28; r: string; s: string; amount: string; deadline: string }
  | { v: 27 | 28; r: string; s: string; nonce: string; expiry: string };

/** The selfPermit arguments for a signed permit. */
export function toPermitOptions(permit: SignedPermit): SelfPermitArguments {
  return permit.type === 'amount'
    ? {
        v: permit.v,
        r: permit.r,
        s: permit.s,
        amount: (permit.value ?? 0n).toString(),
        deadline: permit.deadline.toString(),
      }
    : {
        v: permit.v,
        r: permit.r,
        s: permit.s,
        nonce: permit.nonce.toString(),
        expiry: permit.deadline.toString(),
      };
}
