// Governance and the airdrop claim in the app: /vote, /vote/{id}, and the dialogs the shell opens.
// Pages and dialogs are loaded on demand (lazyGovernance.tsx), the claim atoms once an account is
// connected (userClaim.ts).
export { startClaimPopupOffers } from './claimPopupOffer';
export { BravoProposalPage, governanceModals, ProposalPage, VotePage } from './lazyGovernance';
export { claimAvailableAtom } from './userClaim';
