// The router for the build's public path (publicPath.ts): routes after # in a relative build, under
// the base path otherwise. The route table (AppRoutes.tsx) is the same either way.
import type { ReactNode } from 'react';
import { BrowserRouter, HashRouter } from 'react-router';
import { appHref, routerModeFor } from './publicPath';

export const routerMode = routerModeFor(import.meta.env.BASE_URL);

export function AppRouter({ children }: { readonly children: ReactNode }) {
  if (routerMode.kind === 'hash') return <HashRouter>{children}</HashRouter>;
  return <BrowserRouter basename={routerMode.basename}>{children}</BrowserRouter>;
}

/**
 * Loads the app afresh at `route`. With routes in the fragment, following a link only changes the
 * fragment (no new document), so the page is reloaded once the address shows the route.
 */
export function reloadAt(route: string): void {
  window.location.assign(appHref(routerMode, route));
  if (routerMode.kind === 'hash') window.location.reload();
}
