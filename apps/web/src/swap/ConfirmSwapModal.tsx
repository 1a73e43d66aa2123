// The confirm dialog of /swap: its code (ConfirmSwapView.tsx) downloads when a swap is first
// reviewed, with the loading dialog meanwhile and the dialog error boundary if that fails.
import { useAtomValue, useSetAtom } from 'jotai';
import { DialogErrorBoundary } from '../recovery/ErrorBoundaries';
import { LazyDialog, lazyComponent } from '../recovery/lazy';
import { confirmingSwapAtom } from './swapActions';

const ConfirmSwapView = lazyComponent(() =>
  import('./ConfirmSwapView').then((m) => m.ConfirmSwapView),
);

export function ConfirmSwapModal() {
  const confirming = useAtomValue(confirmingSwapAtom);
  const setConfirming = useSetAtom(confirmingSwapAtom);
  if (!confirming) return null;
  const dismiss = () => setConfirming(null);
  return (
    <DialogErrorBoundary onClose={dismiss}>
      <LazyDialog onDismiss={dismiss}>
        <ConfirmSwapView />
      </LazyDialog>
    </DialogErrorBoundary>
  );
}
