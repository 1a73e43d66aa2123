import type { Meta, StoryObj } from '@storybook/react-vite';
import { TokenLogo } from './TokenLogo';

const meta = {
  title: 'Tokens/TokenLogo',
  component: TokenLogo,
  args: { sources: [], symbol: 'DAI' },
} satisfies Meta<typeof TokenLogo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
export const BrokenThenPlaceholder: Story = {
  args: { sources: ['https://invalid.example/logo.png'], size: 40 },
};
export const FromDataUrl: Story = {
  args: {
    sources: [
      'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="12" fill="%23f4b731"/></svg>',
    ],
  },
};
