// Governance and the airdrop claim in the app: /vote, /vote/{id}, and the dialogs the shell opens.
export { claimAvailableAtom } from './claimAtoms';
export { ClaimPopupTrigger, governanceModals } from './GovernanceModals';
export { ProposalPage } from './ProposalPage';
export { VotePage } from './VotePage';
