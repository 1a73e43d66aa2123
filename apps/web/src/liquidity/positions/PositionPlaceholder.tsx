// What /pool/{id} and /remove/{id} show until the position is read, or when there is none.
import { Column, Row, Spinner, Text } from '@dex/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';

export function PositionPlaceholder(props: {
  readonly back: ReactNode;
  readonly status: 'loading' | 'not-found';
}) {
  const { t } = useTranslation();
  return (
    <Column gap="lg">
      {props.back}
      {props.status === 'loading' ? (
        <Row gap="sm" alignItems="center" role="status">
          <Spinner size="sm" />
          <Text tone="secondary">{t('positions.loadingPosition')}</Text>
        </Row>
      ) : (
        <Text tone="secondary">{t('positions.notFound')}</Text>
      )}
    </Column>
  );
}
