import { useId } from 'react';
import { Button } from '../Button/Button';
import { Column } from '../Layout/Layout';
import { Modal } from '../Modal/Modal';
import { Text } from '../Text/Text';

export interface ComingSoonDialogProps {
  title: string;
  /** Says honestly that the feature is not there yet. */
  body: string;
  closeLabel: string;
  onClose: () => void;
}

/** A dialog whose feature does not exist yet: its title, a sentence and Close. */
export function ComingSoonDialog({ title, body, closeLabel, onClose }: ComingSoonDialogProps) {
  const titleId = useId();
  return (
    <Modal isOpen onDismiss={onClose} aria-labelledby={titleId}>
      <Column gap="lg" padding="lg">
        <Text as="h2" variant="title" id={titleId}>
          {title}
        </Text>
        <Text as="p" tone="secondary">
          {body}
        </Text>
        <Button variant="secondary" fullWidth onClick={onClose}>
          {closeLabel}
        </Button>
      </Column>
    </Modal>
  );
}
