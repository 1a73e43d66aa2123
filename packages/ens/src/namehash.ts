// EIP-137 namehash with a fast path for names that are already normalised plain ASCII.
// ethers' namehash normalises every name first (ENSIP-15), and the normaliser builds its Unicode
// tables on first use: about 0.4 s of main thread in the app, paid on every page load with a
// connected wallet just to hash "<address>.addr.reverse". ENSIP-15 leaves a label made of
// lowercase ASCII letters, digits and hyphens, after optional leading underscores, unchanged (its
// ASCII rule checks only the underscores and the "xx--" label extension), so such names are hashed
// directly; any other name goes through ethers, which normalises it or throws as before.
import {
  concat,
  ensNormalize,
  keccak256,
  namehash as normalisingNamehash,
  toUtf8Bytes,
} from 'ethers';

const NORMALISED_ASCII_LABEL = /^_*[a-z0-9-]+$/;
const ZERO_NODE = `0x${'00'.repeat(32)}`;

const isNormalisedAsciiLabel = (label: string) =>
  NORMALISED_ASCII_LABEL.test(label) && !(label[2] === '-' && label[3] === '-');

/** The namehash of `name` when it is normalised plain ASCII, else null (normalisation needed). */
export function asciiNamehash(name: string): string | null {
  const labels = name.split('.');
  if (!labels.every(isNormalisedAsciiLabel)) return null;
  let node = ZERO_NODE;
  for (let i = labels.length - 1; i >= 0; i--) {
    node = keccak256(concat([node, keccak256(toUtf8Bytes(labels[i] as string))]));
  }
  return node;
}

/** EIP-137 namehash of `name` after ENSIP-15 normalisation; throws for a name that does not normalise. */
export function namehash(name: string): string {
  return asciiNamehash(name) ?? normalisingNamehash(name);
}

/**
 * `name` after ENSIP-15 normalisation (the spelling its namehash stands for); a name already
 * normalised plain ASCII is returned as it is, without loading the normaliser. Throws for a name
 * that does not normalise.
 */
export function normaliseEnsName(name: string): string {
  return name.split('.').every(isNormalisedAsciiLabel) ? name : ensNormalize(name);
}
