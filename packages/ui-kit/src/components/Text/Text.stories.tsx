import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from './Text';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: { children: 'The quick brown fox' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {};
export const Variants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(['display', 'title', 'subtitle', 'body', 'label', 'small', 'mono'] as const).map(
        (variant) => (
          <Text key={variant} variant={variant}>
            {variant}: 1,234.5678 ETH
          </Text>
        ),
      )}
    </div>
  ),
};
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {(
        ['primary', 'secondary', 'tertiary', 'accent', 'success', 'warning', 'danger'] as const
      ).map((tone) => (
        <Text key={tone} tone={tone}>
          {tone}
        </Text>
      ))}
    </div>
  ),
};
export const Truncated: Story = {
  args: {
    truncate: true,
    style: { display: 'block', width: 160 },
    children: 'A very long token name that does not fit',
  },
};
