import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { languageChoice, menuProps } from './fixtures.testing';
import { HeaderMenu, type HeaderMenuProps } from './HeaderMenu';

/** The menu with its open state held locally, as the app holds it in its modal state. */
function InteractiveMenu(props: HeaderMenuProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 260 }}>
      <HeaderMenu
        {...props}
        open={open}
        onToggle={() => setOpen((value) => !value)}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}

const meta = {
  title: 'Shell/HeaderMenu',
  component: HeaderMenu,
  args: menuProps,
  render: (args) => <InteractiveMenu {...(args as HeaderMenuProps)} />,
} satisfies Meta<typeof HeaderMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { open: true } };
export const OpenWithClaim: Story = {
  args: { open: true, action: { label: 'Claim UNI', onSelect: () => {} } },
};
/** The language picker: each language in its own words, the shown one checked. */
export const OpenWithLanguages: Story = {
  args: { open: true, choice: { ...languageChoice, selected: 'de' } },
};
