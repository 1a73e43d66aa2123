// Where an app's one open dialog (by id) is drawn: its renderer inside the dialog's own error
// boundary (keyed by the id, so opening another starts without the last one's error), or an honest
// "coming soon" dialog for an id whose feature does not exist yet.
import type { ReactNode } from 'react';
import { DialogErrorBoundary, type DialogErrorLabels } from '../ErrorBoundary/Recovery';
import { ComingSoonDialog, type ComingSoonDialogProps } from './ComingSoonDialog';

export interface DialogHostProps {
  /** The open dialog's id; null draws nothing. */
  readonly openId: string | null;
  /** The open dialog's renderer, called while rendering so what it throws reaches the boundary. */
  readonly render?: (() => ReactNode) | undefined;
  /** Without a renderer: the "coming soon" dialog's texts, or null for nothing at all. */
  readonly comingSoon?: Omit<ComingSoonDialogProps, 'onClose'> | null;
  readonly onClose: () => void;
  readonly errorLabels: DialogErrorLabels;
}

/** Calls a renderer while rendering as a component, so what it throws reaches the boundary. */
function Rendered({ render }: { readonly render: () => ReactNode }) {
  return <>{render()}</>;
}

/** The open dialog, or its "coming soon" stand-in. */
export function DialogHost({ openId, render, comingSoon, onClose, errorLabels }: DialogHostProps) {
  if (openId === null) return null;
  if (render)
    return (
      <DialogErrorBoundary key={openId} onClose={onClose} labels={errorLabels}>
        <Rendered render={render} />
      </DialogErrorBoundary>
    );
  return comingSoon ? <ComingSoonDialog {...comingSoon} onClose={onClose} /> : null;
}
