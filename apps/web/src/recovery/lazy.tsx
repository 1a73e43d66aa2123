// Code that /swap does not need before an interaction (other routes, dialogs) loads on demand,
// through ui-kit's lazyComponent (React.lazy with a retry after a failed download); here its
// loading views with the app's texts (an offered popup's is ui-kit's LazyPopup: nothing).
import { LazyDialog as KitLazyDialog, PageLoading as KitPageLoading } from '@dex/ui-kit';
import { useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { closeModalAtom } from '../state/modal';

export { LazyPopup, lazyComponent, retryLoad } from '@dex/ui-kit';

/** A route's page while its chunk downloads: a spinner after the spec's 600 ms delay. */
export function PageLoading() {
  const { t } = useTranslation();
  return <KitPageLoading label={t('route.loading')} />;
}

/**
 * Renders a lazily loaded dialog with the loading dialog until it is in. Dismissing the loading
 * dialog calls `onDismiss`: by default it closes the modal host's dialog; a dialog a page owns
 * (the token select, the swap confirmation) passes its own. Put it inside the dialog's error
 * boundary so a failed download shows the boundary's Try again.
 */
export function LazyDialog({
  children,
  onDismiss,
}: {
  readonly children: ReactNode;
  readonly onDismiss?: () => void;
}) {
  const { t } = useTranslation();
  const closeModal = useSetAtom(closeModalAtom);
  return (
    <KitLazyDialog label={t('route.loading')} onDismiss={onDismiss ?? closeModal}>
      {children}
    </KitLazyDialog>
  );
}
