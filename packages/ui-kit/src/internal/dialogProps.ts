/** The props of a dialog view with a back arrow to the view it came from. */
export interface BackableDialogProps {
  readonly isOpen: boolean;
  readonly onDismiss: () => void;
  readonly onBack: () => void;
}

/** The texts of a backable view's header. */
export interface BackableDialogLabels {
  readonly title: string;
  readonly back: string;
  readonly close: string;
}

/** What every backable view hands its `ViewDialog` shell: open state, header texts, back and close. */
export function backableViewProps(props: BackableDialogProps, labels: BackableDialogLabels) {
  return {
    isOpen: props.isOpen,
    title: labels.title,
    back: { label: labels.back, onBack: props.onBack },
    closeLabel: labels.close,
    onDismiss: props.onDismiss,
  };
}
