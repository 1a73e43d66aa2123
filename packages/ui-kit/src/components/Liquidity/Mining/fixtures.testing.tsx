import type { ReactNode } from 'react';
import type { TransactionDialogLabels } from '../../TransactionDialog/TransactionDialog';
import { dialogLabels } from '../Remove/fixtures.testing';
import type { MiningConfirmForm, MiningDepositForm } from './MiningDialog';
import type { MiningOverviewLabels, MiningPoolItem } from './MiningOverview';
import type { MiningPoolActions, MiningPoolDetailLabels, MiningPoolView } from './MiningPoolDetail';

export const miningLabels: MiningOverviewLabels = {
  bannerTitle: 'Uniswap liquidity mining',
  bannerText:
    'Deposit your Liquidity Provider tokens to receive UNI, the Uniswap protocol governance token.',
  participating: 'Participating pools',
  loading: 'Loading...',
  empty: 'No active pools',
  totalDeposited: 'Total deposited',
  poolRate: 'Pool rate',
  manage: 'Manage',
  deposit: 'Deposit',
};

export const miningPools: readonly MiningPoolItem[] = [
  {
    id: '0x1111111111111111111111111111111111111111',
    pair: 'ETH/DAI',
    countdown: 'Rewards end in 59 days, 23 hr, 58 min, 12 sec',
    totalDeposited: '1,414.21 DAI',
    poolRate: '57,870 UNI / week',
    href: '/uni/ETH/0x6B175474E89094C44Da98b954EedeAC495271d0F',
    hasStake: true,
  },
  {
    id: '0x2222222222222222222222222222222222222222',
    pair: 'ETH/USDC',
    countdown: 'Rewards have ended!',
    totalDeposited: '2,000.00 USDC',
    poolRate: '0 UNI / week',
    href: '/uni/ETH/0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    hasStake: false,
  },
];

export const renderLink = (href: string, className: string, children: ReactNode) => (
  <a href={href} className={className}>
    {children}
  </a>
);

export const poolDetailLabels: MiningPoolDetailLabels = {
  loading: 'Loading...',
  notFound: 'This pair has no liquidity mining pool.',
  totalDeposits: 'Total deposits',
  poolRate: 'Pool rate',
  yourDeposit: 'Your liquidity deposits',
  unclaimed: 'Your unclaimed UNI',
  step1Title: 'Step 1. Get UNI-V2 liquidity tokens',
  step1Text:
    'UNI-V2 LP tokens are required. Once you have added liquidity to the pool you can stake them here.',
  step1Link: 'Add DAI/ETH liquidity',
};

export const poolView: MiningPoolView = {
  title: 'DAI/ETH liquidity mining',
  totalDeposits: '12.5 ETH',
  poolRate: '57870.3 UNI / week',
  yourDeposit: '0.707107 UNI-V2',
  unclaimed: '1234.5678',
};

/** The transaction dialog's texts (the removal fixture's, which include them). */
export const txLabels: TransactionDialogLabels = dialogLabels;

const noop = () => {};

export const poolActions: MiningPoolActions = {
  deposit: { label: 'Deposit', disabled: false, onClick: noop },
  withdraw: { label: 'Withdraw', disabled: false, onClick: noop },
  claim: { label: 'Claim', disabled: false, onClick: noop },
};

export const depositForm: MiningDepositForm = {
  kind: 'deposit',
  inputLabel: 'Deposit',
  value: '0.5',
  onUserInput: noop,
  symbol: 'UNI-V2',
  balanceText: 'Available to deposit: 0.7071',
  max: { label: 'Max', onMax: noop },
  facts: [{ label: 'Weekly rewards', value: '2893.5 UNI / week' }],
  approval: { label: 'Approve', status: 'approve', onClick: noop },
  action: { label: 'Deposit', disabled: true, onClick: noop },
};

export const withdrawForm: MiningConfirmForm = {
  kind: 'confirm',
  facts: [
    { label: 'Deposited liquidity', value: '0.707107 UNI-V2' },
    { label: 'Unclaimed UNI', value: '1234.5678' },
  ],
  note: 'When you withdraw, your UNI is claimed and your liquidity is removed from the mining pool.',
  action: { label: 'Withdraw & Claim', disabled: false, onClick: noop },
};

export const claimForm: MiningConfirmForm = {
  kind: 'confirm',
  facts: [{ label: 'Unclaimed UNI', value: '1234.5678' }],
  note: 'When you claim without withdrawing, your liquidity remains in the mining pool.',
  action: { label: 'Claim UNI', disabled: false, onClick: noop },
};
