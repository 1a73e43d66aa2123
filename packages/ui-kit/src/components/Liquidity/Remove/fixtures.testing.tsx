import { statusLabels } from '../Positions/fixtures.testing';
import type { LiquidityReviewDialogLabels } from '../Shared/LiquidityReviewDialog';
import type { AmountLine, RemoveLiquidityLabels, RemoveLiquidityProps } from './RemoveLiquidity';

export const removeLabels: RemoveLiquidityLabels = {
  title: 'Remove Liquidity',
  percentLabel: 'Amount to remove (percent)',
  amount: 'Amount',
  max: 'Max',
  status: statusLabels,
};

export const amounts: AmountLine[] = [
  { label: 'Pooled ETH:', amount: '12.4936' },
  { label: 'Pooled USDC:', amount: '24,935.1' },
  { label: 'ETH Fees Earned:', amount: '0.0599' },
  { label: 'USDC Fees Earned:', amount: '240.0' },
];

export const removeProps: RemoveLiquidityProps = {
  back: <a href="/pool/9">← Back</a>,
  pair: 'WETH / USDC',
  feeLabel: '0.3%',
  status: 'in-range',
  percent: 50,
  onPercentChange: () => {},
  amounts,
  receive: {
    label: 'Collect as',
    symbols: ['ETH', 'WETH'],
    receiveNative: true,
    onToggle: () => {},
  },
  action: { label: 'Remove', disabled: false, onClick: () => {} },
  labels: removeLabels,
};

export const dialogLabels: LiquidityReviewDialogLabels = {
  title: 'Remove Liquidity',
  confirm: 'Remove',
  waitingTitle: 'Waiting For Confirmation',
  confirmInWallet: 'Confirm this transaction in your wallet',
  submittedTitle: 'Transaction Submitted',
  viewOnExplorer: 'View on Explorer',
  close: 'Close',
  errorTitle: 'Error',
  dismiss: 'Dismiss',
};
