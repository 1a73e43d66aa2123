import { useId, useRef } from 'react';

/** A menu button's pieces: its root (for outside clicks), the button, the list and the list's id. */
export function useMenuRefs() {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  return { rootRef, buttonRef, listRef, listId: useId() };
}
