import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Column } from '../Layout/Layout';
import { Text } from '../Text/Text';
import { Modal, type ModalLayout } from './Modal';

function ModalDemo({ layout, long = false }: { layout: ModalLayout; long?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <Modal
        isOpen={open}
        onDismiss={() => setOpen(false)}
        layout={layout}
        aria-labelledby="demo-title"
      >
        <Column gap="md" padding="xl">
          <Text as="h2" id="demo-title" variant="title">
            Settings
          </Text>
          <Text tone="secondary">
            Escape, a press on the backdrop or (as a bottom sheet) a drag down closes this dialog.
          </Text>
          {long
            ? Array.from({ length: 30 }, (_, index) => (
                <Text key={String(index)}>Row {index + 1}</Text>
              ))
            : null}
          <Button onClick={() => setOpen(false)}>Close</Button>
        </Column>
      </Modal>
    </>
  );
}

const meta = {
  title: 'Dialogs/Modal',
  component: ModalDemo,
  args: { layout: 'auto' },
  argTypes: { layout: { control: 'inline-radio', options: ['auto', 'dialog', 'sheet'] } },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Auto: Story = {};
export const Dialog: Story = { args: { layout: 'dialog' } };
export const BottomSheet: Story = { args: { layout: 'sheet' } };
export const TallContentScrolls: Story = {
  name: 'Tall content (90vh max)',
  args: { layout: 'dialog', long: true },
};
