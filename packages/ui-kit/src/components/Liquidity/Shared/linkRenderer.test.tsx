import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { AppLinkProps } from '../../AppShell/AppHeader';
import { linkRenderer } from './linkRenderer';

function TestLink({ to, className, children }: AppLinkProps) {
  return (
    <a href={`#${to}`} className={className} data-router="yes">
      {children}
    </a>
  );
}

it('renders the link through the app’s router link, with its class and content', () => {
  render(linkRenderer(TestLink)('/pool/7', 'row', 'WETH / USDC'));
  const link = screen.getByRole('link', { name: 'WETH / USDC' });
  expect(link).toHaveAttribute('href', '#/pool/7');
  expect(link).toHaveClass('row');
  expect(link).toHaveAttribute('data-router', 'yes');
});
