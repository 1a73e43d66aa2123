import { useId, useState } from 'react';
import { Button } from '../Button/Button';
import { Input } from '../Input/Input';
import { Modal } from '../Modal/Modal';
import { Text } from '../Text/Text';
import { DialogHeader } from '../TransactionDialog/DialogHeader';
import { body } from '../TransactionDialog/TransactionDialog.css';

/** The word the user types to confirm a risky choice (spec §4, §5). */
export const CONFIRM_WORD = 'confirm';

export interface TypedConfirmationProps {
  /** e.g. 'Please type the word "confirm" to enable expert mode.' */
  readonly prompt: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/** The typed "confirm" prompt, in the page rather than a browser prompt. */
export function TypedConfirmation({ prompt, value, onChange }: TypedConfirmationProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>
        <Text variant="label">{prompt}</Text>
      </label>
      <Input
        id={id}
        value={value}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

export interface ExpertModeDialogLabels {
  /** "Are you sure?" */
  readonly title: string;
  readonly warning: string;
  /** "ONLY USE THIS MODE IF YOU KNOW WHAT YOU ARE DOING." */
  readonly emphasis: string;
  /** 'Please type the word "confirm" to enable expert mode.' */
  readonly prompt: string;
  /** "Turn On Expert Mode" */
  readonly turnOn: string;
  readonly close: string;
}

export interface ExpertModeDialogProps {
  readonly isOpen: boolean;
  readonly onDismiss: () => void;
  /** Called once the user has confirmed and typed the word. */
  readonly onConfirm: () => void;
  readonly labels: ExpertModeDialogLabels;
}

// @spec 000 §4.12 Expert mode
/** Turning expert mode on: a confirm dialog plus the typed word "confirm" (spec §4). */
export function ExpertModeDialog({ isOpen, onDismiss, onConfirm, labels }: ExpertModeDialogProps) {
  const titleId = useId();
  const [typed, setTyped] = useState('');
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} aria-labelledby={titleId}>
      <div className={body}>
        <DialogHeader
          titleId={titleId}
          title={labels.title}
          closeLabel={labels.close}
          onClose={onDismiss}
        />
        <Text as="p">{labels.warning}</Text>
        <Text as="p" variant="subtitle" tone="danger">
          {labels.emphasis}
        </Text>
        <TypedConfirmation prompt={labels.prompt} value={typed} onChange={setTyped} />
        <Button
          variant="primary"
          fullWidth
          disabled={typed.trim() !== CONFIRM_WORD}
          onClick={() => {
            setTyped('');
            onConfirm();
          }}
        >
          {labels.turnOn}
        </Button>
      </div>
    </Modal>
  );
}
