import type { ExpertModeDialogLabels } from './ExpertModeDialog';
import type { SwapSettingsLabels, SwapSettingsProps } from './SwapSettings';

export const settingsLabels: SwapSettingsLabels = {
  transactionSettings: 'Transaction Settings',
  slippage: 'Slippage tolerance',
  customSlippage: 'Custom slippage (%)',
  deadline: 'Transaction deadline',
  minutes: 'minutes',
  interfaceSettings: 'Interface Settings',
  expertMode: 'Toggle Expert Mode',
  singleHop: 'Disable Multihops',
  darkMode: 'Toggle Dark Mode',
  on: 'On',
  off: 'Off',
};

export const settingsProps: SwapSettingsProps = {
  presets: [
    { label: '0.1%', bips: 10 },
    { label: '0.5%', bips: 50 },
    { label: '1%', bips: 100 },
  ],
  slippageBips: 50,
  onPreset: () => {},
  customSlippage: '',
  onCustomSlippageChange: () => {},
  deadlineMinutes: '20',
  onDeadlineChange: () => {},
  deadlineInvalid: false,
  expertMode: false,
  onExpertModeToggle: () => {},
  singleHopOnly: false,
  onSingleHopToggle: () => {},
  darkMode: false,
  onDarkModeToggle: () => {},
  labels: settingsLabels,
};

export const expertLabels: ExpertModeDialogLabels = {
  title: 'Are you sure?',
  warning:
    'Expert mode turns off the confirm transaction prompt and allows high slippage trades that often result in bad rates and lost funds.',
  emphasis: 'ONLY USE THIS MODE IF YOU KNOW WHAT YOU ARE DOING.',
  prompt: 'Please type the word "confirm" to enable expert mode.',
  turnOn: 'Turn On Expert Mode',
  close: 'Close',
};
