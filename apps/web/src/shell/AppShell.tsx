import { AppFrame, AppMain, BlockedScreen, PageNotice, themeFromSearch } from '@dex/ui-kit';
import { type ConnectionGuardView, connectionGuardView, isBlockedAddress } from '@dex/wallet';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { analyticsReporterAtom } from '../analytics';
import { useTranslation } from '../i18n';
import { useChainUrl } from '../network/useChainUrl';
import { AppErrorBoundary } from '../recovery/ErrorBoundaries';
import { LazyPopup, lazyComponent } from '../recovery/lazy';
import { AppRoutes } from '../routing/AppRoutes';
import { activePopupsAtom } from '../state/popups';
import {
  isDarkModeAtom,
  updateUserSettingsVersionAtom,
  userDarkModeAtom,
} from '../state/userSettings';
import { walletStateAtom } from '../state/wallet';
import { BlockIndicator } from './BlockIndicator';
import { Header } from './Header';
import { ModalHost, type ModalRenderers } from './ModalHost';
import './shell.css';
import { URLWarningBanner } from './URLWarningBanner';

// The popups' chunk loads with the first popup: nothing on /swap's first load needs it.
const Popups = lazyComponent(() => import('./Popups').then((module) => module.Popups));

/** Reports `path + search` to the configured reporter whenever either changes. */
function usePageViews() {
  const { pathname, search } = useLocation();
  const reporter = useAtomValue(analyticsReporterAtom);
  useEffect(() => {
    reporter.pageView(`${pathname}${search}`);
  }, [reporter, pathname, search]);
}

/** `?theme=` sets the user's colour mode; the resolved mode is applied to <html data-theme>. */
function useTheme() {
  const { search } = useLocation();
  const setUserDarkMode = useSetAtom(userDarkModeAtom);
  const themeParam = themeFromSearch(search);
  useEffect(() => {
    if (themeParam) setUserDarkMode(themeParam === 'dark');
  }, [themeParam, setUserDarkMode]);
  const isDark = useAtomValue(isDarkModeAtom);
  useEffect(() => {
    document.documentElement.dataset.theme = isDark ? 'dark' : 'light';
  }, [isDark]);
}

/** Spec §9: once per app start the stored settings are brought up to this version. */
function useSettingsVersionUpdate() {
  const updateVersion = useSetAtom(updateUserSettingsVersionAtom);
  useEffect(() => {
    updateVersion(Date.now());
  }, [updateVersion]);
}

/** The routes, or what the connection guard shows instead (spec §4, §8). */
function GuardedRoutes({ view }: { view: ConnectionGuardView }) {
  const { t } = useTranslation();
  switch (view) {
    case 'app':
      return <AppRoutes />;
    case 'waiting':
      return null;
    case 'loader':
      return <PageNotice kind="loading" label={t('walletGuard.loading')} />;
    case 'unknownError':
      return <PageNotice kind="error" message={t('walletGuard.unknownError')} />;
  }
}

export interface AppShellProps {
  modals?: ModalRenderers;
  onAcceptListUpdate?: (listUrl: string) => void;
}

// @spec 000 §6.3 Accounts on the 5-address blocklist see
export function AppShell({ modals, onAcceptListUpdate }: AppShellProps) {
  const { t } = useTranslation();
  usePageViews();
  useTheme();
  useChainUrl();
  useSettingsVersionUpdate();
  const walletState = useAtomValue(walletStateAtom);
  const hasPopups = useAtomValue(activePopupsAtom).length > 0;
  if (isBlockedAddress(walletState.connection?.account))
    return <BlockedScreen title={t('blocked.title')} />;
  // Pages and dialogs have their own boundaries (routing/, ModalHost); this one is the last resort.
  return (
    <AppErrorBoundary>
      <AppFrame skipToContentLabel={t('shell.skipToContent')}>
        <URLWarningBanner />
        <Header />
        {hasPopups ? (
          <LazyPopup>
            <Popups onAcceptListUpdate={onAcceptListUpdate} />
          </LazyPopup>
        ) : null}
        <AppMain>
          <GuardedRoutes view={connectionGuardView(walletState)} />
        </AppMain>
        <BlockIndicator />
        <ModalHost renderers={modals} />
      </AppFrame>
    </AppErrorBoundary>
  );
}
