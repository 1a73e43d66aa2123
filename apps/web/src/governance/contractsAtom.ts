// The active chain's governance contracts, in a module of its own: the eager claim atoms need the
// distributor's address, and importing it from proposalAtoms would pull the proposal reads into /swap.
import { atom } from 'jotai';
import { activeChainIdAtom } from '../state/wallet';
import { governanceContractsFor } from './governanceConfig';

export const governanceContractsAtom = atom((get) =>
  governanceContractsFor(get(activeChainIdAtom)),
);
