// Input checks for calls, with the spec's error messages. Addresses are checked for shape here and
// normalised to lower case; the EIP-55 checksum needs keccak, so it is verified where a library
// brings one (validateChecksum, used by the /ethers, /viem and /deploy entries), not in the root.
import { type ContractCall, type Hex, isAddress, ZERO_ADDRESS } from '@dex/primitives';
import {
  InvalidAddressError,
  InvalidCallKeyError,
  InvalidHexError,
  InvalidNumberError,
} from './errors';

// @spec 000 §3.12 Multicall call
/** One contract read: a `ContractCall` and optionally the gas it may use. */
export interface Call extends ContractCall {
  readonly gasRequired?: number;
}

const LOWERCASE_HEX_PATTERN = /^0x[0-9a-f]*$/;

/**
 * Returns the address in lower case; throws InvalidAddressError unless it is 0x + 40 hex. A
 * mixed-case address is not checked against its checksum here (see validateChecksum).
 * @spec 000 §5.1 Addresses
 */
export function validateAddress(value: unknown): string {
  if (!isAddress(value)) throw new InvalidAddressError(value);
  return value.toLowerCase();
}

/**
 * validateAddress plus the EIP-55 checksum, computed by `checksum` (ethers' or viem's getAddress,
 * or @dex/primitives' checksumAddress) from the lower-case address: a mixed-case address must be
 * exactly that, else InvalidAddressError (the typo the checksum exists to catch). Returns the
 * checksummed address.
 */
export function validateChecksum(value: unknown, checksum: (address: string) => string): string {
  const checksummed = checksum(validateAddress(value));
  const digits = (value as string).slice(2);
  const mixedCase = digits !== digits.toLowerCase() && digits !== digits.toUpperCase();
  if (mixedCase && value !== checksummed) throw new InvalidAddressError(value);
  return checksummed;
}

/** Like validateAddress, and also rejects the zero address (no contract lives there). */
export function validateContractAddress(value: unknown): string {
  const address = validateAddress(value);
  if (address === ZERO_ADDRESS) throw new InvalidAddressError(value);
  return address;
}

/** validateChecksum for a contract: the zero address is refused too. */
export function validateChecksummedContract(
  value: unknown,
  checksum: (address: string) => string,
): string {
  validateContractAddress(value);
  return validateChecksum(value, checksum);
}

/** Call data must be lowercase 0x hex of whole bytes. */
export function validateCallData(value: unknown): Hex {
  if (typeof value !== 'string' || !LOWERCASE_HEX_PATTERN.test(value) || value.length % 2 !== 0) {
    throw new InvalidHexError(value);
  }
  return value as Hex;
}

/** Gas must be a non-negative safe integer. */
export function validateGas(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new InvalidNumberError(value);
  }
  return value;
}

/** Validates and normalises a call (lower-case address). */
export function validateCall(call: Call): Call {
  const address = validateContractAddress(call.address);
  const callData = validateCallData(call.callData);
  if (call.gasRequired === undefined) return { address, callData };
  return { address, callData, gasRequired: validateGas(call.gasRequired) };
}

/** Identifies a call: `address-callData` or `address-callData-gasRequired`. */
export function toCallKey(call: Call): string {
  const { address, callData, gasRequired } = validateCall(call);
  return gasRequired === undefined
    ? `${address}-${callData}`
    : `${address}-${callData}-${gasRequired}`;
}

/** Inverse of toCallKey; throws InvalidCallKeyError unless the key has 2 or 3 valid parts. */
export function parseCallKey(callKey: string): Call {
  const parts = typeof callKey === 'string' ? callKey.split('-') : [];
  if (parts.length !== 2 && parts.length !== 3) throw new InvalidCallKeyError(callKey);
  const [address, callData, gas] = parts as [string, string, string | undefined];
  try {
    if (gas !== undefined && !/^\d+$/.test(gas)) throw new InvalidNumberError(gas);
    const call: Call =
      gas === undefined ? { address, callData } : { address, callData, gasRequired: Number(gas) };
    return validateCall(call);
  } catch {
    throw new InvalidCallKeyError(callKey);
  }
}
