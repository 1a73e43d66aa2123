import { useId, useRef } from 'react';

/** A menu button's pieces: its root (for outside clicks), the button, the list and the list's id. */
export function useMenuRefs() {
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  /** The open list's wiring: its ref, its id (the button's aria-controls) and its name. */
  const listProps = (label: string) => ({ ref: listRef, id: listId, 'aria-label': label });
  return { rootRef, buttonRef, listRef, listId, listProps };
}
