import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { CloseIconButton } from '../TransactionDialog/CloseIconButton';
import { header } from './TokenSelect.css';

/** The header of the token select dialog's inner views: "← Back", the title and the close button. */
export function ViewHeader(props: {
  readonly titleId: string;
  readonly title: string;
  readonly backLabel: string;
  /** Omitted when there is nowhere to go back to (the swap page's token warning). */
  readonly onBack?: (() => void) | undefined;
  readonly closeLabel: string;
  readonly onClose: () => void;
}) {
  return (
    <div className={header}>
      {props.onBack ? (
        <Button variant="text" size="sm" onClick={props.onBack}>
          ← {props.backLabel}
        </Button>
      ) : (
        <span />
      )}
      <Text as="h2" variant="subtitle" id={props.titleId}>
        {props.title}
      </Text>
      <CloseIconButton label={props.closeLabel} onClick={props.onClose} />
    </div>
  );
}
