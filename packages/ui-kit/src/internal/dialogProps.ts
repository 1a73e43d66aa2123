/** The props of a dialog view with a back arrow to the view it came from. */
export interface BackableDialogProps {
  readonly isOpen: boolean;
  readonly onDismiss: () => void;
  readonly onBack: () => void;
}
