// What the position and removal screens show until the position is read, or when there is none.
import type { ReactNode } from 'react';
import { Column, Row } from '../../Layout/Layout';
import { Spinner } from '../../Spinner/Spinner';
import { Text } from '../../Text/Text';

export interface PositionPlaceholderProps {
  readonly back: ReactNode;
  readonly status: 'loading' | 'not-found';
  readonly labels: { readonly loading: string; readonly notFound: string };
}

export function PositionPlaceholder({ back, status, labels }: PositionPlaceholderProps) {
  return (
    <Column gap="lg">
      {back}
      {status === 'loading' ? (
        <Row gap="sm" alignItems="center" role="status">
          <Spinner size="sm" />
          <Text tone="secondary">{labels.loading}</Text>
        </Row>
      ) : (
        <Text tone="secondary">{labels.notFound}</Text>
      )}
    </Column>
  );
}
