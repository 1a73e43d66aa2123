import type { KeyboardEvent } from 'react';

/** The focusable entries of a menu list, in order. */
export function menuItems(list: HTMLElement | null): HTMLElement[] {
  return list
    ? Array.from(list.querySelectorAll<HTMLElement>('[role="menuitem"], [role="menuitemradio"]'))
    : [];
}

/**
 * The WAI-ARIA menu keys for a list of menu items: arrows move (wrapping), Home and End jump,
 * Escape closes and returns focus to the menu button (the caller's `onEscape`), Tab closes and
 * lets focus move on (`onTab`).
 */
export function handleMenuKeyDown(
  event: KeyboardEvent<HTMLElement>,
  list: HTMLElement | null,
  { onEscape, onTab }: { onEscape: () => void; onTab: () => void },
): void {
  const items = menuItems(list);
  const index = items.indexOf(document.activeElement as HTMLElement);
  const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
  const moves = new Map<string, () => void>([
    ['ArrowDown', () => focusAt(index + 1)],
    ['ArrowUp', () => focusAt(index - 1)],
    ['Home', () => focusAt(0)],
    ['End', () => focusAt(items.length - 1)],
    ['Escape', onEscape],
  ]);
  const move = moves.get(event.key);
  if (move) {
    event.preventDefault();
    move();
  } else if (event.key === 'Tab') onTab();
}
