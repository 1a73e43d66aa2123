// The write path, loaded on demand at the first review, approve or write (writeAtoms.ts,
// approveAtoms.ts, networkCostAtoms.ts): chain check, estimate, send, permits stay out of /swap's
// first download.
export { signPermit } from '@dex/approvals';
export { approveWithDialog, estimateNetworkCost, sendDialogWrite } from '@dex/write';
