import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { ViewDialog } from './ViewDialog';

const body = (
  <>
    <Text>
      The body of an inner view: a warning, a list or a form. It scrolls inside the dialog when the
      dialog has a fixed height.
    </Text>
    <Button variant="primary" fullWidth>
      Import
    </Button>
  </>
);

const meta = {
  title: 'Dialogs/ViewDialog',
  component: ViewDialog,
  args: {
    isOpen: true,
    title: 'Import List',
    back: { label: 'Back', onBack: () => {} },
    closeLabel: 'Close',
    onDismiss: () => {},
    children: body,
  },
} satisfies Meta<typeof ViewDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An inner view opened from another one: "← Back", the title and "×". */
export const WithBack: Story = {};
/** Opened on its own (the swap page's token warning): the back slot stays empty. */
export const WithoutBack: Story = { args: { title: 'Import a token', back: undefined } };
/** On a phone: the bottom sheet with its drag handle. */
export const PhoneSheet: Story = { args: { layout: 'sheet' } };
export const LongTitle: Story = {
  args: { title: 'A translated title that runs much longer than the English one does' },
};
