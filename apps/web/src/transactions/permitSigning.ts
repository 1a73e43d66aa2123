// Loaded on demand by approveAtoms.ts: the permit code (typed data, signature splitting) stays out
// of /swap's first download, like the rest of the trade engine.
export { signPermit } from '@dex/approvals';
