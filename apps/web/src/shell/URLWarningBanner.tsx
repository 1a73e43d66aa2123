import { StatusBanner } from '@dex/ui-kit';
import { useAtom } from 'jotai';
import { useTranslation } from '../i18n';
import { urlWarningVisibleAtom } from '../state/userSettings';

/**
 * The phishing warning (spec 000 §3 "URLWarningVisible"): names the origin this copy of the app is
 * served from, so a look-alike address stands out; once dismissed it stays away.
 */
export function URLWarningBanner({ origin = window.location.origin }: { origin?: string }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useAtom(urlWarningVisibleAtom);
  if (!visible) return null;
  return (
    <StatusBanner
      tone="warning"
      title={t('urlWarning.title')}
      data-testid="url-warning"
      onDismiss={() => setVisible(false)}
      dismissLabel={t('urlWarning.dismiss')}
    >
      {t('urlWarning.detail', { origin })}
    </StatusBanner>
  );
}
