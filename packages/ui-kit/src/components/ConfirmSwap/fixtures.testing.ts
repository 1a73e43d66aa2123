import type { ConfirmSwapDialogProps, ConfirmSwapLabels } from './ConfirmSwapDialog';

export const confirmLabels: ConfirmSwapLabels = {
  title: 'Confirm Swap',
  from: 'From',
  to: 'To',
  estimate:
    'Output is estimated. You will receive at least 1,995.2 USDC or the transaction will revert.',
  priceUpdated: 'Price Updated',
  accept: 'Accept',
  impactWarning:
    'This swap has a price impact of at least 5%. Please confirm that you would like to continue with this swap.',
  impactPrompt: 'Please type the word "confirm" to continue with this swap.',
  impactContinue: 'Continue',
  cancel: 'Cancel',
  close: 'Close',
};

export const confirmProps: ConfirmSwapDialogProps = {
  isOpen: true,
  onDismiss: () => {},
  input: { amount: '1', symbol: 'ETH' },
  output: { amount: '1,997.2', symbol: 'USDC' },
  details: [
    { label: 'Price', value: '1997.2 USDC per ETH' },
    { label: 'Minimum received', value: '1995.2 USDC' },
    { label: 'Price Impact', value: '0.12%', tone: 'success' },
    { label: 'Liquidity Provider Fee', value: '0.003 ETH' },
    { label: 'Route', value: 'WETH > USDC' },
  ],
  priceUpdated: false,
  onAcceptPriceUpdate: () => {},
  impactConfirmation: 'none',
  onConfirm: () => {},
  labels: confirmLabels,
};

export const networkCostLabels = {
  title: 'Network cost',
  loading: 'Estimating network cost',
  unavailable: 'Unavailable',
};
