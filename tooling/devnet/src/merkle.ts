// The airdrop's merkle tree, built the way MerkleDistributor verifies it: leaves are
// keccak256(abi.encodePacked(uint256 index, address account, uint256 amount)), parents hash the
// sorted pair, and an odd node is carried up unchanged.
import { getAddress, keccak256, solidityPacked } from 'ethers';

export interface ClaimInput {
  account: string;
  amount: bigint;
}

export interface Claim {
  index: number;
  /** Hex string, as the claim-lookup service returns it. */
  amount: string;
  proof: string[];
}

export interface ClaimTree {
  merkleRoot: string;
  tokenTotal: bigint;
  claims: Record<string, Claim>;
}

export function leafHash(index: number, account: string, amount: bigint): string {
  return keccak256(solidityPacked(['uint256', 'address', 'uint256'], [index, account, amount]));
}

function hashPair(a: string, b: string): string {
  const [low, high] = BigInt(a) <= BigInt(b) ? [a, b] : [b, a];
  return keccak256(`0x${low.slice(2)}${high.slice(2)}`);
}

export function verifyProof(leaf: string, proof: readonly string[], root: string): boolean {
  return proof.reduce(hashPair, leaf).toLowerCase() === root.toLowerCase();
}

export function buildClaimTree(inputs: readonly ClaimInput[]): ClaimTree {
  const sorted = [...inputs]
    .map((input) => ({ ...input, account: getAddress(input.account) }))
    .sort((a, b) => (a.account.toLowerCase() < b.account.toLowerCase() ? -1 : 1));
  if (sorted.length === 0) throw new Error('An airdrop needs at least one claim');
  const leaves = sorted.map(({ account, amount }, index) => leafHash(index, account, amount));
  const layers: string[][] = [leaves];
  while ((layers.at(-1) as string[]).length > 1) {
    const layer = layers.at(-1) as string[];
    const next: string[] = [];
    for (let i = 0; i < layer.length; i += 2) {
      const left = layer[i] as string;
      const right = layer[i + 1];
      next.push(right === undefined ? left : hashPair(left, right));
    }
    layers.push(next);
  }
  const proofFor = (leafIndex: number): string[] => {
    const proof: string[] = [];
    let position = leafIndex;
    for (const layer of layers.slice(0, -1)) {
      const sibling = layer[position ^ 1];
      if (sibling !== undefined) proof.push(sibling);
      position = Math.floor(position / 2);
    }
    return proof;
  };
  const claims: Record<string, Claim> = {};
  sorted.forEach(({ account, amount }, index) => {
    claims[account] = { index, amount: `0x${amount.toString(16)}`, proof: proofFor(index) };
  });
  return {
    merkleRoot: (layers.at(-1) as string[])[0] as string,
    tokenTotal: sorted.reduce((sum, { amount }) => sum + amount, 0n),
    claims,
  };
}
