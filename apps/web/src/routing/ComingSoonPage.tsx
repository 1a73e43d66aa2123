import { Card, Column, Text } from '@dex/ui-kit';
import { useEffect } from 'react';
import { type MessageKey, useTranslation } from '../i18n';
import { comingSoon } from './routing.css';

export interface ComingSoonPageProps {
  /** The translated name of the feature that will live on this route. */
  feature: MessageKey;
}

/** An honest placeholder for a route whose feature is not built yet. */
export function ComingSoonPage({ feature }: ComingSoonPageProps) {
  const { t } = useTranslation();
  const name = t(feature);
  useEffect(() => {
    document.title = t('app.pageTitle', { page: name });
  }, [t, name]);
  return (
    <Card className={comingSoon} padding="lg">
      <Column gap="md">
        <Text as="h1" variant="title">
          {name}
        </Text>
        <Text as="p" tone="secondary">
          {t('comingSoon.body', { feature: name })}
        </Text>
      </Column>
    </Card>
  );
}
