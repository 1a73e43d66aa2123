// The `renderLink` the liquidity overviews take, from the app's router link (react-router's `Link`
// fits as it is), so every page passes the same one instead of writing its own.
import type { ComponentType, ReactNode } from 'react';
import type { AppLinkProps } from '../../AppShell/AppHeader';

export function linkRenderer(LinkComponent: ComponentType<AppLinkProps>) {
  return (href: string, className: string, children: ReactNode) => (
    <LinkComponent to={href} className={className}>
      {children}
    </LinkComponent>
  );
}
