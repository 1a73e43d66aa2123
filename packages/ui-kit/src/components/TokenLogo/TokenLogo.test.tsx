import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TokenLogo } from './TokenLogo';

describe('TokenLogo', () => {
  it('tries each source in turn, then shows the placeholder', () => {
    const { container } = render(
      <TokenLogo sources={['https://a.test/1.png', 'https://b.test/2.png']} symbol="dai" />,
    );
    const image = () => container.querySelector('img');
    expect(image()?.getAttribute('src')).toBe('https://a.test/1.png');
    fireEvent.error(image() as HTMLImageElement);
    expect(image()?.getAttribute('src')).toBe('https://b.test/2.png');
    fireEvent.error(image() as HTMLImageElement);
    expect(image()).toBeNull();
    expect(screen.getByTestId('token-logo-placeholder')).toHaveTextContent('D');
  });

  it('never fetches with a referrer and starts over for another token', () => {
    const { container, rerender } = render(
      <TokenLogo sources={['https://a.test/1.png']} symbol="A" />,
    );
    expect(container.querySelector('img')?.getAttribute('referrerpolicy')).toBe('no-referrer');
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    rerender(<TokenLogo sources={['https://c.test/3.png']} symbol="C" />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://c.test/3.png');
  });
});
