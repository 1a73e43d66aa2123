import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExternalLink } from './ExternalLink';
import { safeExternalHref } from './safeExternalHref';

describe('safeExternalHref', () => {
  it.each([
    ['https://etherscan.io/tx/0xabc', 'https://etherscan.io/tx/0xabc'],
    ['http://localhost:8545/', 'http://localhost:8545/'],
    ['javascript:alert(1)', null],
    ['JAVASCRIPT:alert(1)', null],
    ['data:text/html,hi', null],
    ['/relative/path', null],
    ['not a url', null],
  ])('%s -> %s', (href, expected) => {
    expect(safeExternalHref(href)).toBe(expected);
  });
});

describe('ExternalLink', () => {
  it('opens in a new tab without an opener or referrer', () => {
    render(<ExternalLink href="https://etherscan.io/tx/0xabc">View on Explorer</ExternalLink>);
    const link = screen.getByRole('link', { name: 'View on Explorer' });
    expect(link).toHaveAttribute('href', 'https://etherscan.io/tx/0xabc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders an unsafe URL as plain text, not a link', () => {
    // Untrusted data (e.g. a token list) may carry a script URL; it must never become an href.
    const untrusted = ['javascript', 'alert(1)'].join(':');
    render(<ExternalLink href={untrusted}>Token website</ExternalLink>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Token website')).toBeInTheDocument();
  });
});
