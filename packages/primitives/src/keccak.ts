// Keccak-256 (Ethereum's hash, not NIST SHA3-256) as a sponge over @noble/hashes' audited
// Keccak-f[1600] permutation. Only the permutation is imported: noble's hasher classes (SHA3,
// SHAKE, streaming) weigh about 2 kB gzip in a browser bundle, this sponge under 1 kB with it.
import { keccakP } from '@noble/hashes/sha3';

/** Bytes absorbed per permutation: 1600 bits of state less twice the 256-bit output. */
const RATE = 136;

/** The Keccak-256 hash of `data`. */
export function keccak256(data: Uint8Array): Uint8Array {
  // Lanes as little-endian 32-bit halves, the layout keccakP works on; built with shifts so the
  // platform's byte order does not matter.
  const state = new Uint32Array(50);
  const padded = new Uint8Array((Math.floor(data.length / RATE) + 1) * RATE);
  padded.set(data);
  // Keccak's padding (pad10*1 with the 0x01 domain byte): the two may fall on the same byte.
  padded[data.length] = 0x01;
  padded[padded.length - 1] = (padded[padded.length - 1] as number) | 0x80;
  for (let block = 0; block < padded.length; block += RATE) {
    for (let word = 0; word < RATE / 4; word++) {
      const at = block + word * 4;
      state[word] =
        (state[word] as number) ^
        ((padded[at] as number) |
          ((padded[at + 1] as number) << 8) |
          ((padded[at + 2] as number) << 16) |
          ((padded[at + 3] as number) << 24));
    }
    keccakP(state);
  }
  const hash = new Uint8Array(32);
  for (let i = 0; i < 32; i++) hash[i] = ((state[i >> 2] as number) >>> ((i & 3) * 8)) & 0xff;
  return hash;
}
