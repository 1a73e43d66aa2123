import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge';
import { Column, Row } from './Layout';

const meta = {
  title: 'Primitives/Row and Column',
  component: Row,
} satisfies Meta<typeof Row>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = ['One', 'Two', 'Three'].map((label) => <Badge key={label}>{label}</Badge>);

export const RowSpaced: Story = { args: { gap: 'md', children: items } };
export const RowBetween: Story = { args: { justifyContent: 'space-between', children: items } };
export const ResponsiveDirection: Story = {
  name: 'Column below 720 px, row from it',
  args: {
    direction: { base: 'column', md: 'row' },
    gap: { base: 'xs', md: 'xl' },
    children: items,
  },
};
export const ColumnStack: Story = {
  render: () => (
    <Column gap="sm" alignItems="flex-start">
      {items}
    </Column>
  ),
};
