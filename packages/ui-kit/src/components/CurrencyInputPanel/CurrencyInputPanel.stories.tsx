import type { Meta, StoryObj } from '@storybook/react-vite';
import { CurrencyInputPanel } from './CurrencyInputPanel';

const meta = {
  title: 'Swap/CurrencyInputPanel',
  component: CurrencyInputPanel,
  args: {
    label: 'From',
    value: '',
    onUserInput: () => {},
    currencySymbol: 'ETH',
    selectLabel: 'Select a token',
    onCurrencyClick: () => {},
  },
} satisfies Meta<typeof CurrencyInputPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithBalanceAndMax: Story = {
  args: { value: '1.5', balanceText: 'Balance: 9.9821', max: { label: 'MAX', onMax: () => {} } },
};
export const NoCurrency: Story = { args: { currencySymbol: null, label: 'To' } };
export const Estimated: Story = { args: { label: 'To (at least)', value: '3012.551234' } };
export const LongSymbol: Story = { args: { currencySymbol: 'SUPERLONGSYMBOLTOKENNAME2000' } };
export const FixedCurrency: Story = { args: { onCurrencyClick: undefined } };
export const WithDollarValue: Story = {
  args: {
    value: '1.5',
    balanceText: 'Balance: 9.9821',
    fiatValue: '$3,001.27',
    fiatValueLabel: 'Value in US dollars',
  },
};
export const DollarValueUnderOneCent: Story = {
  args: { value: '0.000001', fiatValue: '$-', fiatValueLabel: 'Value in US dollars' },
};
