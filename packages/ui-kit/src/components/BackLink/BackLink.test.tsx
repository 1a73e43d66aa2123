import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AppLinkProps } from '../AppShell/AppHeader';
import { link } from '../ExternalLink/ExternalLink.css';
import { BackLink } from './BackLink';

/** Stands in for a router's link: marks what it rendered. */
function RouterLink({ to, className, children }: AppLinkProps) {
  return (
    <a href={`#${to}`} className={className} data-router-link="">
      {children}
    </a>
  );
}

describe('BackLink', () => {
  it('is a plain link named "← label" in the kit link style without a router link', () => {
    render(<BackLink to="/pool">Back to Pools Overview</BackLink>);
    const back = screen.getByRole('link', { name: '← Back to Pools Overview' });
    expect(back).toHaveAttribute('href', '/pool');
    expect(back.className).toContain(link);
  });

  it("renders through the app's router link when given one", () => {
    render(
      <BackLink to="/pool/12" linkComponent={RouterLink}>
        Back to the position
      </BackLink>,
    );
    const back = screen.getByRole('link', { name: '← Back to the position' });
    expect(back).toHaveAttribute('href', '#/pool/12');
    expect(back).toHaveAttribute('data-router-link');
    expect(back.className).toContain(link);
  });

  it('does not wear the browser default link colour or underline', () => {
    render(<BackLink to="/pool">Back</BackLink>);
    const style = getComputedStyle(screen.getByRole('link', { name: '← Back' }));
    expect(style.textDecoration).not.toContain('underline');
    expect(style.color).not.toBe('rgb(0, 0, 238)');
  });
});
