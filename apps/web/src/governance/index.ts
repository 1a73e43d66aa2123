// Governance and the airdrop claim in the app: /vote, /vote/{id}, and the dialogs the shell opens.
// Pages and dialogs are loaded on demand (lazyGovernance.tsx); the claim atoms are eager.
export { claimAvailableAtom } from './claimAtoms';
export { startClaimPopupOffers } from './claimPopupOffer';
export { governanceModals, ProposalPage, VotePage } from './lazyGovernance';
