import { type ReactNode, useId } from 'react';
import { Button } from '../Button/Button';
import { Modal, type ModalLayout } from '../Modal/Modal';
import { Text } from '../Text/Text';
import { CloseIconButton } from '../TransactionDialog/CloseIconButton';
import { viewBody, viewHeader } from './ViewDialog.css';

/** Where "← Back" leads: the view this one was opened from. */
export interface ViewDialogBack {
  /** "Back" (the arrow is the dialog's). */
  readonly label: string;
  readonly onBack: () => void;
}

export interface ViewDialogProps {
  readonly isOpen: boolean;
  /** The heading the dialog is named by. */
  readonly title: string;
  /** Omitted when there is nowhere to go back to (the swap page's token warning). */
  readonly back?: ViewDialogBack | undefined;
  /** The "×" button's accessible name. */
  readonly closeLabel: string;
  /** The "×" button, Escape, a press on the backdrop and a bottom sheet dragged away. */
  readonly onDismiss: () => void;
  /** Bounds set on the dialog box itself, so on a phone the sheet's drag handle counts too. */
  readonly className?: string | undefined;
  /** "auto" (default): a centred dialog from 720 px up, a bottom sheet below. */
  readonly layout?: ModalLayout | undefined;
  readonly children: ReactNode;
}

/**
 * The shell of a dialog's inner view (the token select's manage and import views): "← Back", the
 * title and "×" above the body, inside the kit's Modal, which keeps focus inside, closes on
 * Escape and turns into a bottom sheet on a phone.
 */
export function ViewDialog(props: ViewDialogProps) {
  const titleId = useId();
  return (
    <Modal
      isOpen={props.isOpen}
      onDismiss={props.onDismiss}
      aria-labelledby={titleId}
      className={props.className}
      layout={props.layout}
    >
      <div className={viewBody}>
        <div className={viewHeader}>
          {props.back ? (
            <Button variant="text" size="sm" onClick={props.back.onBack}>
              ← {props.back.label}
            </Button>
          ) : (
            <span />
          )}
          <Text as="h2" variant="subtitle" id={titleId}>
            {props.title}
          </Text>
          <CloseIconButton label={props.closeLabel} onClick={props.onDismiss} />
        </div>
        {props.children}
      </div>
    </Modal>
  );
}
