// First, on its own: inside another site's frame nothing of the app runs (security/framing.ts).
import './security/refuseFraming';

import { configuredReporters, pageStorage, rootErrorOptions } from '@dex/primitives';
import { ModalPresenceContext } from '@dex/ui-kit';
import { bindWalletProvider } from '@dex/write';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import {
  analyticsReporterAtom,
  errorReporterAtom,
  fetchSend,
  reportWindowErrors,
} from './analytics';
import { ANALYTICS_ENDPOINT } from './config';
import { governanceModals, startClaimPopupOffers } from './governance';
import { AppRouter, routerMode } from './hosting/AppRouter';
import { chainIdFromSearch, routeSearchAtLoad } from './network/chainParam';
import { LazyDialog, lazyComponent } from './recovery/lazy';
import { countOpenDialogs } from './state/modal';
import { chosenChainIdAtom, switchWalletChainAtom, walletStateAtom } from './state/wallet';
import { acceptListUpdateAtom, listsRefreshAtom } from './tokens/atoms';
import { transactionTrackingAtom, walletProviderAtom } from './transactions/atoms';
import { createAppWalletManager } from './wallet/createAppWalletManager';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const store = createStore();
// Page views and errors also go to VITE_ANALYTICS_ENDPOINT when one is set (nothing by default).
const reporters = configuredReporters(ANALYTICS_ENDPOINT, fetchSend);
store.set(analyticsReporterAtom, reporters.analytics);
store.set(errorReporterAtom, reporters.errors);

// Every error goes to the pluggable reporter (src/analytics.ts): render errors from React's root,
// whether a boundary caught them or not, and whatever reaches the window.
const errorReporter = () => store.get(errorReporterAtom);
reportWindowErrors(window, errorReporter);

// The wallet manager (@dex/wallet) is the one source of the connection; the app reads its
// snapshot through walletStateAtom (the wallet button: shell/walletStatus.ts).
const walletManager = createAppWalletManager({
  window,
  storage: pageStorage(),
  walletConnectProjectId: import.meta.env.VITE_WALLETCONNECT_PROJECT_ID as string | undefined,
  appName: 'Dex',
});
// A `?chain=` link is read before the first render, so nothing reads the default chain first.
store.set(chosenChainIdAtom, chainIdFromSearch(routeSearchAtLoad(routerMode, window.location)));
store.set(switchWalletChainAtom, { run: (chainId) => walletManager.switchChain(chainId) });
const publishWallet = () => store.set(walletStateAtom, walletManager.getSnapshot());
walletManager.subscribe(publishWallet);
publishWallet();
// Transactions (src/transactions): features send through the connected wallet's provider, and the
// active chain is followed block by block.
bindWalletProvider(walletManager, (provider) => store.set(walletProviderAtom, provider));
store.sub(transactionTrackingAtom, () => {});
// Token lists (src/tokens): fetched now and every 10 minutes while visible; updates become popups.
store.sub(listsRefreshAtom, () => {});
const acceptListUpdate = (listUrl: string) => store.set(acceptListUpdateAtom, listUrl);
// The claim popup (spec §2) is offered from the store as the account and its claim change, while
// no dialog is on screen (every Modal reports itself through dialogPresence).
const dialogPresence = countOpenDialogs(store);
startClaimPopupOffers(store);
// The wallet dialog's views load when it first opens; the manager above runs from the start.
const WalletDialog = lazyComponent(() =>
  import('./wallet/WalletDialog').then((m) => m.WalletDialog),
);
const walletDialog = () => (
  <LazyDialog>
    <WalletDialog manager={walletManager} />
  </LazyDialog>
);

createRoot(root, rootErrorOptions(errorReporter)).render(
  <StrictMode>
    <JotaiProvider store={store}>
      <ModalPresenceContext.Provider value={dialogPresence}>
        <AppRouter>
          <App
            modals={{ wallet: walletDialog, ...governanceModals }}
            onAcceptListUpdate={acceptListUpdate}
          />
        </AppRouter>
      </ModalPresenceContext.Provider>
    </JotaiProvider>
  </StrictMode>,
);
