import type { ComponentType, ReactNode } from 'react';
import type { AppLinkProps } from '../AppShell/AppHeader';
import { backLink } from './BackLink.css';

export interface BackLinkProps {
  /** The page it leads back to, e.g. "/pool" or "/pool/12". */
  readonly to: string;
  /** "Back to Pools Overview" (the arrow is the link's). */
  readonly children: ReactNode;
  /**
   * The app's router link (react-router's `Link` fits as it is), so going back stays in the app;
   * without it a plain anchor, as the kit depends on no router.
   */
  readonly linkComponent?: ComponentType<AppLinkProps> | undefined;
}

/** "← Back to …" at the top of a page, in the kit's link style. */
export function BackLink({ to, children, linkComponent: LinkComponent }: BackLinkProps) {
  if (LinkComponent) {
    return (
      <LinkComponent to={to} className={backLink}>
        ← {children}
      </LinkComponent>
    );
  }
  return (
    <a href={to} className={backLink}>
      ← {children}
    </a>
  );
}
