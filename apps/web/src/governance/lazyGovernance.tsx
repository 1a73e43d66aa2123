// The governance screens and dialogs load on demand: /swap never downloads them. What the shell
// needs on every page, the header's claim button and the claim popup's offer, is userClaim.ts
// (the claim atoms load once an account is connected) and claimPopupOffer.ts.
import { LazyDialog, LazyPopup, lazyComponent } from '../recovery/lazy';

export const VotePage = lazyComponent(() => import('./VotePage').then((m) => m.VotePage));
export const ProposalPage = lazyComponent(() =>
  import('./ProposalPage').then((m) => m.ProposalPage),
);
export const BravoProposalPage = lazyComponent(() =>
  import('./ProposalPage').then((m) => m.BravoProposalPage),
);

// One chunk for all the dialogs (they share the ui-kit dialog parts).
const dialogs = () => import('./GovernanceModals');
const VoteModal = lazyComponent(() => dialogs().then((m) => m.VoteModal));
const DelegateModal = lazyComponent(() => dialogs().then((m) => m.DelegateModal));
const SelfClaimModal = lazyComponent(() => dialogs().then((m) => m.SelfClaimModal));
const AddressClaimModal = lazyComponent(() => dialogs().then((m) => m.AddressClaimModal));
const ClaimPopup = lazyComponent(() => dialogs().then((m) => m.ClaimPopup));
/** The dialogs the shell renders for the governance modal ids. */
export const governanceModals = {
  vote: () => (
    <LazyDialog>
      <VoteModal />
    </LazyDialog>
  ),
  delegate: () => (
    <LazyDialog>
      <DelegateModal />
    </LazyDialog>
  ),
  selfClaim: () => (
    <LazyDialog>
      <SelfClaimModal />
    </LazyDialog>
  ),
  addressClaim: () => (
    <LazyDialog>
      <AddressClaimModal />
    </LazyDialog>
  ),
  // Offered, not asked for: no loading dialog while its chunk downloads.
  claimPopup: () => (
    <LazyPopup>
      <ClaimPopup />
    </LazyPopup>
  ),
};
