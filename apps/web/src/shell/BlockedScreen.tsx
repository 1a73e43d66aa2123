import { Text } from '@dex/ui-kit';
import { useTranslation } from '../i18n';
import { blocked } from './shell.css';

/** Shown instead of the whole app for an account on the blocklist: only "Blocked address". */
export function BlockedScreen() {
  const { t } = useTranslation();
  return (
    <main className={blocked}>
      <Text as="p" variant="title">
        {t('blocked.title')}
      </Text>
    </main>
  );
}
