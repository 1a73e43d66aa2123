// A proposal's on-chain votes for the page-rule tests: GovernorBravo's mainnet address as its
// proposer, one vote For, ten blocks of voting from `startBlock`.
export const FIXTURE_GOVERNOR = '0x408ED6354d4973f66138C91495F2f2FCbd8724C3';

export const fixtureVotes = (startBlock: number) => ({
  proposer: FIXTURE_GOVERNOR,
  forVotes: 1n,
  againstVotes: 0n,
  startBlock,
  endBlock: startBlock + 10,
});
