import { AddressInput } from '../AddressInput/AddressInput';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';

export interface SwapRecipientFieldProps {
  /** The typed recipient; null while no recipient is added (the add button shows). */
  readonly recipient: string | null;
  /** The typed text (or '' to add the field, null to remove it). */
  readonly onChange: (recipient: string | null) => void;
  /** The text does not resolve to an address. */
  readonly invalid: boolean;
  /** Under the field: the address a name resolved to (with its title), or an address's name. */
  readonly note?: { readonly text: string; readonly title?: string } | null;
  readonly labels: {
    /** "+ Add a send (optional)" */
    readonly add: string;
    /** "Recipient" */
    readonly recipient: string;
    /** "Wallet Address or ENS name" */
    readonly placeholder: string;
    /** "- Remove send" */
    readonly remove: string;
  };
}

/** The swap's optional recipient: an add button, then the address-or-name field with remove. */
export function SwapRecipientField({
  recipient,
  onChange,
  invalid,
  note,
  labels,
}: SwapRecipientFieldProps) {
  if (recipient === null) {
    return (
      <Button variant="text" size="sm" onClick={() => onChange('')}>
        {labels.add}
      </Button>
    );
  }
  return (
    <>
      <AddressInput
        label={labels.recipient}
        placeholder={labels.placeholder}
        value={recipient}
        onChange={onChange}
        invalid={invalid}
        accessory={
          <Button variant="text" size="sm" onClick={() => onChange(null)}>
            {labels.remove}
          </Button>
        }
      />
      {note ? (
        <Text variant="small" tone="secondary" {...(note.title ? { title: note.title } : {})}>
          {note.text}
        </Text>
      ) : null}
    </>
  );
}
