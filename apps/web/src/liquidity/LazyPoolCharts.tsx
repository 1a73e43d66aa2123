// The charts on demand: d3 and the chart code are their own chunk, downloaded with the pages that
// draw them. A chunk that fails to download says so in the charts' place and leaves the rest of
// the page (the range fields above all) as it is.
import { ErrorBoundary, Text } from '@dex/ui-kit';
import { Suspense } from 'react';
import { useTranslation } from '../i18n';
import { lazyComponent } from '../recovery/lazy';
import type { PoolChartsProps } from './PoolCharts';

const PoolCharts = lazyComponent(() => import('./PoolCharts').then((m) => m.PoolCharts));

export function LazyPoolCharts(props: PoolChartsProps) {
  const { t } = useTranslation();
  return (
    <ErrorBoundary
      fallback={() => (
        <Text variant="small" tone="secondary" role="status">
          {t('depthChart.failed')}
        </Text>
      )}
    >
      <Suspense fallback={null}>
        <PoolCharts {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
