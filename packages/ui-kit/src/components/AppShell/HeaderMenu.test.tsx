import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { languageChoice, menuProps } from './fixtures.testing';
import { HeaderMenu } from './HeaderMenu';

describe('HeaderMenu with a choice (the language)', () => {
  it('lists the options as radio items, the chosen one checked, in their own language', () => {
    render(<HeaderMenu {...menuProps} open choice={languageChoice} />);
    const group = screen.getByRole('group', { name: 'Language' });
    const options = within(group).getAllByRole('menuitemradio');
    expect(options.map((option) => option.textContent)).toEqual(['✓English', 'Deutsch', '日本語']);
    expect(within(group).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(group).getByRole('menuitemradio', { name: '日本語' })).toHaveAttribute(
      'lang',
      'ja',
    );
  });

  it('chooses an option and closes, with the mouse or the keyboard', async () => {
    const onChoose = vi.fn();
    const onClose = vi.fn();
    render(
      <HeaderMenu {...menuProps} open onClose={onClose} choice={{ ...languageChoice, onChoose }} />,
    );
    const menu = screen.getByRole('menu', { name: 'Menu' });
    // The arrows reach the options after the links: End lands on the last language.
    fireEvent.keyDown(menu, { key: 'End' });
    expect(screen.getByRole('menuitemradio', { name: '日本語' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith('ja');
    expect(onClose).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Deutsch' }));
    expect(onChoose).toHaveBeenLastCalledWith('de');
  });
});

describe('HeaderMenu height', () => {
  it('ends above the bottom of the window, scrolling inside', () => {
    const innerHeight = window.innerHeight;
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 600 });
    const rect = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ top: 170 } as DOMRect);
    try {
      render(<HeaderMenu {...menuProps} open choice={languageChoice} />);
      expect(screen.getByRole('menu', { name: 'Menu' }).style.maxHeight).toBe(
        `${600 - 170 - 12}px`,
      );
    } finally {
      rect.mockRestore();
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: innerHeight });
    }
  });
});
