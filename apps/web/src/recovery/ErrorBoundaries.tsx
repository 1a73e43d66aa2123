// Error boundaries of the shell: one around the whole page (last resort) and one around each
// dialog, so a render error (a malformed chain answer, a token the SDK refuses) costs only the
// part that threw. React's root reports every caught error (src/main.tsx).
import { DialogErrorBoundary as KitDialogErrorBoundary, PageErrorBoundary } from '@dex/ui-kit';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { reloadAt, routerMode } from '../hosting/AppRouter';
import { appHref } from '../hosting/publicPath';
import { useTranslation } from '../i18n';

// RouteErrorBoundary's details line is the same as these boundaries'.
export { errorDetails } from '@dex/ui-kit';

/** Around the whole shell: if even the header breaks, say so and offer a retry and a reload. */
export function AppErrorBoundary({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary
      landmark
      resetKeys={[pathname]}
      labels={{
        title: t('errors.title'),
        message: t('errors.appMessage'),
        retry: t('errors.retry'),
      }}
      // A full load: whatever state broke the shell starts over.
      exit={
        <a
          href={appHref(routerMode, '/swap')}
          onClick={(event) => {
            event.preventDefault();
            reloadAt('/swap');
          }}
        >
          {t('errors.reload')}
        </a>
      }
    >
      {children}
    </PageErrorBoundary>
  );
}

/** The texts of a dialog's error boundary (ui-kit's DialogErrorBoundary and DialogHost). */
export function useDialogErrorLabels() {
  const { t } = useTranslation();
  return {
    title: t('errors.title'),
    message: t('errors.dialogMessage'),
    retry: t('errors.retry'),
    close: t('modal.close'),
  };
}

/**
 * Around one dialog: a dialog that throws while rendering becomes a small "Something went wrong"
 * dialog with Try again and Close (ui-kit's DialogErrorBoundary), and the page under it keeps working.
 */
export function DialogErrorBoundary({
  children,
  onClose,
}: {
  readonly children: ReactNode;
  readonly onClose: () => void;
}) {
  return (
    <KitDialogErrorBoundary onClose={onClose} labels={useDialogErrorLabels()}>
      {children}
    </KitDialogErrorBoundary>
  );
}
