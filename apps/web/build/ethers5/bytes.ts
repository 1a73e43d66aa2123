// @ethersproject/bytes for the Uniswap SDKs in the bundle (see ../ethers5Shims.ts).
import { type BytesLike, concat as concatHex, getBytes, isHexString } from 'ethers';

/** ethers 5's concat: the bytes of each item, one after the other, as a Uint8Array. */
export function concat(items: readonly BytesLike[]): Uint8Array {
  return getBytes(concatHex(items));
}

/** ethers 5's hexZeroPad: left-pads a hex string to `length` bytes, keeping its letters' case. */
export function hexZeroPad(value: string, length: number): string {
  if (!isHexString(value)) throw new TypeError(`invalid hex string: ${value}`);
  if (value.length > 2 * length + 2) throw new RangeError(`value out of range: ${value}`);
  return `0x${value.slice(2).padStart(2 * length, '0')}`;
}
