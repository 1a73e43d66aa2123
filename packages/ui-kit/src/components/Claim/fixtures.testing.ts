import type { ClaimDialogLabels } from './ClaimDialog';

export const selfClaimLabels: ClaimDialogLabels = {
  title: 'Claim UNI',
  claim: 'Claim UNI',
  claiming: 'Claiming',
  confirmInWallet: 'Confirm this transaction in your wallet',
  viewOnExplorer: 'View transaction on Etherscan',
  claimed: 'Claimed!',
  welcome: 'Welcome to team Unicorn :)',
  close: 'Close',
};

export const addressClaimLabels: ClaimDialogLabels = {
  ...selfClaimLabels,
  title: 'Claim UNI Token',
  claimed: 'Claimed',
};

export const breakdown = [
  { label: 'Liquidity', amount: '0 UNI' },
  { label: 'User', amount: '400 UNI' },
];
