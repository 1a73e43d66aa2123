import { ErrorBoundary, ErrorFallback } from '@dex/ui-kit';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n';
import { errorDetails } from '../recovery/ErrorBoundaries';
import { retryLoad } from '../recovery/lazy';

/**
 * Around one route's page: a page that throws while rendering shows "Something went wrong" with
 * Try again and a way back to /swap, while the header and navigation keep working. Any navigation
 * (path or query) gives the page a fresh start.
 */
export function RouteErrorBoundary({ children }: { readonly children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const onPlainSwap = pathname === '/swap' && search === '';
  return (
    <ErrorBoundary
      resetKeys={[pathname, search]}
      fallback={({ error, reset }) => (
        <ErrorFallback
          title={t('errors.title')}
          message={t('errors.pageMessage')}
          retryLabel={t('errors.retry')}
          onRetry={() => {
            retryLoad(error);
            reset();
          }}
          exit={onPlainSwap ? null : <Link to="/swap">{t('errors.backToSwap')}</Link>}
          details={errorDetails(error)}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
