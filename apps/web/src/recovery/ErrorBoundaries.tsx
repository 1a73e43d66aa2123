// Error boundaries of the shell: one around the whole page (last resort) and one around each
// dialog, so a render error (a malformed chain answer, a token the SDK refuses) costs only the
// part that threw. React's root reports every caught error (src/main.tsx).
import { Button, ErrorBoundary, ErrorFallback, Modal } from '@dex/ui-kit';
import { type ReactNode, useId } from 'react';
import { useLocation } from 'react-router';
import { reloadAt, routerMode } from '../hosting/AppRouter';
import { appHref } from '../hosting/publicPath';
import { useTranslation } from '../i18n';
import { retryLoad } from './lazy';

/** The thrown value as one line of text for the fallback's details. */
export function errorDetails(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : String(error);
}

/** Around the whole shell: if even the header breaks, say so and offer a retry and a reload. */
export function AppErrorBoundary({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      fallback={({ error, reset }) => (
        <main>
          <ErrorFallback
            title={t('errors.title')}
            message={t('errors.appMessage')}
            retryLabel={t('errors.retry')}
            onRetry={reset}
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
            details={errorDetails(error)}
          />
        </main>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

/**
 * Around one dialog: a dialog that throws while rendering becomes a small "Something went wrong"
 * dialog with Try again and Close, and the page under it keeps working.
 */
export function DialogErrorBoundary({
  children,
  onClose,
}: {
  readonly children: ReactNode;
  readonly onClose: () => void;
}) {
  return (
    <ErrorBoundary
      fallback={({ error, reset }) => (
        <DialogFallback
          error={error}
          onRetry={() => {
            // A dialog whose code failed to download downloads it again.
            retryLoad(error);
            reset();
          }}
          onClose={onClose}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

function DialogFallback({
  error,
  onRetry,
  onClose,
}: {
  readonly error: unknown;
  readonly onRetry: () => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Modal isOpen onDismiss={onClose} aria-labelledby={titleId}>
      <ErrorFallback
        placement="dialog"
        titleId={titleId}
        title={t('errors.title')}
        message={t('errors.dialogMessage')}
        retryLabel={t('errors.retry')}
        onRetry={onRetry}
        exit={
          <Button variant="text" onClick={onClose}>
            {t('modal.close')}
          </Button>
        }
        details={errorDetails(error)}
      />
    </Modal>
  );
}
