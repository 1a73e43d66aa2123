// Spec §4/§7 permit: an EIP-2612 ("amount") or DAI-style ("allowed") signature replaces an
// on-chain approval where the spender accepts one (v3 swaps through selfPermit, v3 liquidity, the
// V2 router's removals, staking, the V3 migrator). Support is read from the token itself: its
// PERMIT_TYPEHASH names the flavour and its DOMAIN_SEPARATOR tells which EIP-712 domain (with or
// without a version) it signs under, so no per-token table is needed.

import type { ContractCall } from '@dex/primitives';
import {
  concat,
  getAddress,
  Interface,
  id,
  keccak256,
  Signature,
  toBeHex,
  zeroPadValue,
} from 'ethers';
import { ApprovalState } from './approval';
import { decodeIsArgentWallet, isArgentWalletCall } from './argentWallet';

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

// @spec 001 §9.6 Permit deadline
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

/**
 * The reads that decide whether `token` supports a permit for `owner` (one @dex/multicall batch).
 * With the chain's Argent wallet detector (`ChainInfo.contracts.argentWalletDetector`), also
 * isArgentWallet(owner): an Argent wallet cannot sign a permit (see argentWallet.ts).
 */
export function permitInfoCalls(
  token: string,
  owner: string,
  argentWalletDetector?: string,
): ContractCall[] {
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
    ...(argentWalletDetector ? [isArgentWalletCall(argentWalletDetector, owner)] : []),
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
 * (undefined for a failed read); null when the token has no usable permit, or when the owner is
 * an Argent wallet (the detector answered true; a failed detector read does not rule it out).
 */
export function resolvePermitInfo(
  chainId: number,
  token: string,
  answers: readonly (string | undefined)[],
): PermitInfo | null {
  const [typehashData, separatorData, nonceData, nameData, versionData, argentData] = answers;
  if (decodeIsArgentWallet(argentData) === true) return null;
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
  const domain = candidates.find((candidate) => permitDomainSeparator(candidate) === separator);
  return domain ? { type, domain, nonce } : null;
}

/**
 * EIP-712's domain separator of a permit domain (what TypedDataEncoder.hashDomain gives), written
 * out for the fields a permit domain has: resolving permit support runs on /swap's first load,
 * and ethers' general typed-data encoder is only needed once the user signs.
 */
export function permitDomainSeparator(domain: PermitDomain): string {
  const hasVersion = domain.version !== undefined;
  const typeString = `EIP712Domain(string name,${hasVersion ? 'string version,' : ''}uint256 chainId,address verifyingContract)`;
  return keccak256(
    concat([
      id(typeString),
      id(domain.name),
      ...(hasVersion ? [id(domain.version as string)] : []),
      toBeHex(domain.chainId, 32),
      zeroPadValue(getAddress(domain.verifyingContract), 32),
    ]),
  );
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

// @spec 001 §7.3 Permit
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

// @spec 001 §3.8 Permit signature data
/** A signed permit: what it allows, where, and the signature split into v, r, s. */
export interface SignedPermit {
  /** The chain the signature was made for (its EIP-712 domain's chain id). */
  readonly chainId: number;
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
 * The signed permit for the wallet's `signature` over `permitTypedData(info, request)`: the
 * chain, token and nonce come from `info`, so what is kept is exactly what was signed.
 */
export function toSignedPermit(
  info: PermitInfo,
  request: PermitRequest,
  signature: string,
): SignedPermit {
  return {
    chainId: info.domain.chainId,
    token: info.domain.verifyingContract,
    owner: getAddress(request.owner),
    spender: getAddress(request.spender),
    nonce: info.nonce,
    deadline: request.deadline,
    type: info.type,
    ...(info.type === 'amount' ? { value: request.value } : {}),
    ...splitPermitSignature(signature),
  };
}

/** What a write needs a permit for. */
export interface PermitWanted {
  readonly chainId: number;
  readonly token: string;
  readonly owner: string;
  readonly spender: string;
  /** Raw token units the spender will take. */
  readonly amount: bigint;
  /**
   * The deadline a write sent now would carry: the chain's latest block time plus the user's
   * deadline (never the wall clock: devnets and stalled chains run apart from it). Undefined
   * while the chain's time is unknown.
   */
  readonly deadline: bigint | undefined;
}

/**
 * Spec 001 §4: a signature counts only when owner, deadline, token, nonce, spender and amount all
 * match what it was signed for, on the same chain. The amount must be exactly the signed one
 * (the spender passes the amount it takes to `permit`, so a signature over another value fails on
 * chain); DAI-style permits allow any amount. The deadline must cover the write's own deadline,
 * which also keeps it in the future by the chain's clock.
 */
export function isPermitUsable(
  permit: SignedPermit | null,
  wanted: PermitWanted & { readonly nonce: bigint | undefined },
): permit is SignedPermit {
  if (!permit || wanted.nonce === undefined || wanted.deadline === undefined) return false;
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  return (
    permit.chainId === wanted.chainId &&
    same(permit.token, wanted.token) &&
    same(permit.owner, wanted.owner) &&
    same(permit.spender, wanted.spender) &&
    permit.nonce === wanted.nonce &&
    permit.deadline >= wanted.deadline &&
    (permit.type === 'allowed' || permit.value === wanted.amount)
  );
}

/** Spec 001 §4 "Permit signature" states. */
export const PermitSignatureState = {
  /** Nothing to sign for (no amount, account or spender), or the token has no permit. */
  NOT_APPLICABLE: 'NOT_APPLICABLE',
  /** The token's permit support, the owner's nonce or the chain's time is still being read. */
  LOADING: 'LOADING',
  /** The token takes a permit and no usable signature is in hand. */
  NOT_SIGNED: 'NOT_SIGNED',
  /** A signature in hand matches the write exactly. */
  SIGNED: 'SIGNED',
} as const;
export type PermitSignatureState = (typeof PermitSignatureState)[keyof typeof PermitSignatureState];

export interface PermitSignature {
  readonly state: PermitSignatureState;
  /** The signed permit to send, only in the SIGNED state. */
  readonly permit: SignedPermit | null;
}

/**
 * The permit signature state of a write, and the permit to send with it.
 * `info`: the token's permit support for the owner (`resolvePermitInfo`), undefined while it is
 * read, null for a token without a usable permit. `wanted`: undefined while there is nothing to
 * sign for. `signed`: the last signature the user gave, if any.
 * @spec 001 §4.2 Permit signature
 */
export function permitSignature(
  info: PermitInfo | null | undefined,
  signed: SignedPermit | null,
  wanted: PermitWanted | undefined,
): PermitSignature {
  if (!wanted || info === null) return { state: PermitSignatureState.NOT_APPLICABLE, permit: null };
  if (info === undefined || wanted.deadline === undefined) {
    return { state: PermitSignatureState.LOADING, permit: null };
  }
  return isPermitUsable(signed, { ...wanted, nonce: info.nonce })
    ? { state: PermitSignatureState.SIGNED, permit: signed }
    : { state: PermitSignatureState.NOT_SIGNED, permit: null };
}

/**
 * A spend's approval state once its permit signature counts (spec 001 §4): APPROVED with a
 * usable signature; while the token's permit support is still read an unapproved spend is
 * UNKNOWN (it is not yet known whether Approve will sign or send an approval); otherwise the
 * on-chain state.
 */
export function approvalWithPermit(
  approval: ApprovalState,
  permit: PermitSignatureState,
): ApprovalState {
  if (permit === PermitSignatureState.SIGNED) return ApprovalState.APPROVED;
  if (permit === PermitSignatureState.LOADING && approval === ApprovalState.NOT_APPROVED) {
    return ApprovalState.UNKNOWN;
  }
  return approval;
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
