// The token dialogs download when first opened: /swap renders where they open, not their code.
// One chunk for both (they share the ui-kit token dialog parts).
import type { ComponentProps } from 'react';
import { DialogErrorBoundary } from '../recovery/ErrorBoundaries';
import { LazyDialog, lazyComponent } from '../recovery/lazy';
import type * as Dialogs from './TokenSelectViews';

const dialogs = () => import('./TokenSelectViews');
const OpenTokenSelect = lazyComponent(() => dialogs().then((m) => m.OpenTokenSelect));
const LazyImportTokenDialogFor = lazyComponent(() => dialogs().then((m) => m.ImportTokenDialogFor));

/**
 * The token select dialog, mounted only while open: it always opens in the search view with an
 * empty query. Its own error boundary keeps a failed download or render inside the dialog.
 */
export function TokenSelectModal(props: Dialogs.TokenSelectModalProps) {
  return props.isOpen ? (
    <DialogErrorBoundary onClose={props.onDismiss}>
      <LazyDialog onDismiss={props.onDismiss}>
        <OpenTokenSelect {...props} />
      </LazyDialog>
    </DialogErrorBoundary>
  ) : null;
}

/** The import-token dialog (see TokenSelectViews.tsx); render it inside a DialogErrorBoundary. */
export function ImportTokenDialogFor(props: ComponentProps<typeof Dialogs.ImportTokenDialogFor>) {
  return (
    <LazyDialog onDismiss={props.onDismiss}>
      <LazyImportTokenDialogFor {...props} />
    </LazyDialog>
  );
}
