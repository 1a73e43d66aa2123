import { Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { buildClaimTree, leafHash, verifyProof } from './merkle';

const accounts = Array.from(
  { length: 5 },
  (_, i) =>
    Wallet.fromPhrase(
      'test test test test test test test test test test test junk',
      undefined,
    ).deriveChild(i).address,
);

describe('the airdrop merkle tree', () => {
  it.each([1, 2, 3, 5])('gives every one of %i claims a proof that verifies', (count) => {
    const tree = buildClaimTree(
      accounts
        .slice(0, count)
        .map((account, i) => ({ account, amount: BigInt(i + 1) * 10n ** 18n })),
    );
    for (const [account, claim] of Object.entries(tree.claims)) {
      expect(
        verifyProof(
          leafHash(claim.index, account, BigInt(claim.amount)),
          claim.proof,
          tree.merkleRoot,
        ),
      ).toBe(true);
    }
    expect(tree.tokenTotal).toBe(BigInt((count * (count + 1)) / 2) * 10n ** 18n);
  });

  it('rejects a proof for a different amount', () => {
    const tree = buildClaimTree(accounts.map((account) => ({ account, amount: 400n })));
    const [account, claim] = Object.entries(tree.claims)[0] as [
      string,
      { index: number; proof: string[] },
    ];
    expect(verifyProof(leafHash(claim.index, account, 401n), claim.proof, tree.merkleRoot)).toBe(
      false,
    );
  });
});
