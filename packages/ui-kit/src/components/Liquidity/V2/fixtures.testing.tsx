import type { ReactNode } from 'react';
import type { CurrencyInputPanelProps } from '../../CurrencyInputPanel/CurrencyInputPanel';
import type { LiquidityReviewDialogLabels } from '../Shared/LiquidityReviewDialog';
import type { AddV2LiquidityProps } from './AddV2Liquidity';
import type { RemoveV2LiquidityProps } from './RemoveV2Liquidity';
import type { V2PairItem, V2PoolOverviewLabels, V2PoolOverviewLinks } from './V2PoolOverview';

/** Shared by the stories and the tests: plain anchors stand in for the app's router links. */
export const renderLink = (href: string, className: string, children: ReactNode) => (
  <a href={href} className={className}>
    {children}
  </a>
);

export const poolLabels: V2PoolOverviewLabels = {
  title: 'Your V2 liquidity',
  createPair: 'Create a pair',
  addLiquidity: 'Add Liquidity',
  analytics: 'Account analytics and accrued fees',
  yourLiquidity: 'Your liquidity',
  connectPrompt: 'Connect to a wallet to view your V2 liquidity.',
  connectWallet: 'Connect a wallet',
  empty: 'No V2 Liquidity found.',
  loading: 'Loading...',
  importPool: "Don't see a pool you joined? Import it.",
  pooled: (symbol) => `Pooled ${symbol}:`,
  poolTokens: 'Your total pool tokens:',
  staked: 'Pool tokens in rewards pool:',
  share: 'Your pool share:',
  add: 'Add',
  remove: 'Remove',
  migrate: 'Migrate',
  manageRewards: 'Manage Liquidity in Rewards Pool',
};

export const poolLinks: V2PoolOverviewLinks = {
  add: '/add/v2/ETH',
  importPool: '/find?origin=/pool/v2',
  analytics: 'https://v2.info.uniswap.org/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
};

export const pairs: readonly V2PairItem[] = [
  {
    id: '0xf318752F314Fe8Af67252f8a2780646Ac82F4bE5',
    pair: 'ETH/USDC',
    symbolA: 'ETH',
    symbolB: 'USDC',
    pooledA: '25.0000',
    pooledB: '50,000.0',
    poolTokens: '0.00111803',
    staked: '0.00111803',
    share: '2.439024%',
    addHref: '/add/v2/ETH/0xc6e7DF5E7b4f2A278906862b61205850344D4e7d',
    removeHref: '/remove/v2/ETH/0xc6e7DF5E7b4f2A278906862b61205850344D4e7d',
    migrateHref: '/migrate/v2/0xf318752F314Fe8Af67252f8a2780646Ac82F4bE5',
    rewardsHref: '/uni/ETH/0xc6e7DF5E7b4f2A278906862b61205850344D4e7d',
  },
  {
    id: '0x1111111111111111111111111111111111111111',
    pair: 'DAI/USDC',
    symbolA: 'DAI',
    symbolB: 'USDC',
    pooledA: '0.0001',
    pooledB: '<0.0001',
    poolTokens: '0.000000001',
    share: '<0.01%',
    addHref:
      '/add/v2/0x4ed7c70F96B99c776995fB64377f0d4aB3B0e1C1/0xc6e7DF5E7b4f2A278906862b61205850344D4e7d',
    removeHref:
      '/remove/v2/0x4ed7c70F96B99c776995fB64377f0d4aB3B0e1C1/0xc6e7DF5E7b4f2A278906862b61205850344D4e7d',
    migrateHref: '/migrate/v2/0x1111111111111111111111111111111111111111',
  },
];

const noop = () => {};

export const inputA: CurrencyInputPanelProps = {
  label: 'Input',
  value: '1',
  onUserInput: noop,
  currencySymbol: 'ETH',
  selectLabel: 'Select a token',
  onCurrencyClick: noop,
  balanceText: 'Balance: 9,998',
  max: { label: 'MAX', onMax: noop },
};

export const inputB: CurrencyInputPanelProps = {
  ...inputA,
  value: '2000',
  currencySymbol: 'USDC',
  balanceText: 'Balance: 10,000,000',
};

export const addProps: AddV2LiquidityProps = {
  back: <a href="/pool/v2">← Back to V2 liquidity</a>,
  title: 'Add Liquidity',
  inputA,
  inputB,
  prices: {
    title: 'Prices and pool share',
    facts: [
      { label: 'USDC per ETH', value: '2000' },
      { label: 'ETH per USDC', value: '0.0005' },
      { label: 'Share of Pool', value: '0.02%' },
    ],
  },
  approvals: [],
  action: { label: 'Supply', disabled: false, onClick: noop },
};

export const FIRST_PROVIDER = [
  'You are the first liquidity provider.',
  'The ratio of tokens you add will set the price of this pool.',
  'Once you are happy with the rate click supply to review.',
];

export const dialogLabels: LiquidityReviewDialogLabels = {
  title: 'You will receive',
  confirm: 'Confirm Supply',
  waitingTitle: 'Waiting For Confirmation',
  confirmInWallet: 'Confirm this transaction in your wallet',
  submittedTitle: 'Transaction Submitted',
  viewOnExplorer: 'View on Explorer',
  close: 'Close',
  errorTitle: 'Error',
  dismiss: 'Dismiss',
};

export const removeProps: RemoveV2LiquidityProps = {
  back: <a href="/pool/v2">← Back to V2 liquidity</a>,
  labels: {
    title: 'Remove Liquidity',
    toggleMode: 'Detailed',
    amount: 'Amount',
    percentLabel: 'Amount to remove (percent)',
    max: 'Max',
    youWillReceive: 'You will receive',
  },
  mode: 'simple',
  onToggleMode: noop,
  percent: 50,
  onPercentChange: noop,
  inputs: [
    { ...inputA, label: 'ETH/USDC pool tokens', currencySymbol: 'ETH/USDC', value: '0.0005' },
    { ...inputA, label: 'ETH', value: '12.5' },
    { ...inputB, label: 'USDC', value: '25000' },
  ],
  receive: [
    { label: 'ETH', value: '12.5' },
    { label: 'USDC', value: '25000' },
  ],
  receiveToggle: { label: 'Receive WETH', onClick: noop },
  prices: [
    { label: '1 ETH =', value: '2000 USDC' },
    { label: '1 USDC =', value: '0.0005 ETH' },
  ],
  approval: { label: 'Approve', status: 'approve', onClick: noop },
  action: { label: 'Remove', disabled: true, onClick: noop },
};
