// The router for the build's public path (publicPath.ts): routes after # in a relative build, under
// the base path otherwise. The route table (AppRoutes.tsx) is the same either way.
import type { ReactNode } from 'react';
import { BrowserRouter, HashRouter } from 'react-router';
import { routerModeFor } from './publicPath';

export const routerMode = routerModeFor(import.meta.env.BASE_URL);

export function AppRouter({ children }: { readonly children: ReactNode }) {
  if (routerMode.kind === 'hash') return <HashRouter>{children}</HashRouter>;
  return <BrowserRouter basename={routerMode.basename}>{children}</BrowserRouter>;
}
