import type { ComponentPropsWithRef } from 'react';
import { clsx } from '../../internal/clsx';
import { inert, link } from './ExternalLink.css';
import { safeExternalHref } from './safeExternalHref';

export type ExternalLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href' | 'target' | 'rel'> & {
  href: string;
};

/**
 * A link that opens in a new tab without giving the new page access to this one.
 * A non-http(s) href is not rendered as a link at all (its text stays visible).
 */
export function ExternalLink({ href, className, children, ...rest }: ExternalLinkProps) {
  const safeHref = safeExternalHref(href);
  if (safeHref === null) {
    return <span className={clsx(inert, className)}>{children}</span>;
  }
  return (
    <a
      {...rest}
      href={safeHref}
      target="_blank"
      rel="noopener noreferrer"
      className={clsx(link, className)}
    >
      {children}
    </a>
  );
}
