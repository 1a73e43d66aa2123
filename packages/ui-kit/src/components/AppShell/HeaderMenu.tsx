import { type KeyboardEvent, useEffect, useLayoutEffect } from 'react';
import { handleMenuKeyDown, menuItems } from '../../internal/menuKeys';
import { useMenuRefs } from '../../internal/useMenuRefs';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { iconButton, menuGroupLabel, menuItem, menuList, menuRoot } from './AppShell.css';

export interface HeaderMenuLink {
  label: string;
  href: string;
}

export interface HeaderMenuProps {
  /** The button's and the menu's accessible name, e.g. "Menu". */
  label: string;
  open: boolean;
  /** The menu button was pressed (or ArrowDown on it while closed). */
  onToggle: () => void;
  /** A link was chosen, Escape or Tab was pressed, or the pointer went down outside. */
  onClose: () => void;
  /** External links, each opened in a new tab. */
  links: readonly HeaderMenuLink[];
  /** A last entry that is an action, e.g. "Claim UNI"; absent hides it. */
  action?: { label: string; onSelect: () => void };
  /** A group of options of which one is chosen, e.g. the language; absent hides it. */
  choice?: HeaderMenuChoice;
}

export interface HeaderMenuChoice {
  /** The group's heading and accessible name, e.g. "Language". */
  label: string;
  /** `lang` marks an option written in another language, so a screen reader says it right. */
  options: readonly { value: string; label: string; lang?: string }[];
  selected: string;
  /** An option was chosen; the menu closes. */
  onChoose: (value: string) => void;
}

const MENU_BOTTOM_MARGIN_PX = 12;
/** Below this the menu keeps its height and the page scrolls instead (a very short window). */
const MENU_MIN_HEIGHT_PX = 160;

/**
 * The header's overflow menu, usable with the keyboard alone: the first item takes focus on open,
 * arrows, Home and End move, Escape closes and returns focus to the button.
 */
export function HeaderMenu({
  label,
  open,
  onToggle,
  onClose,
  links,
  action,
  choice,
}: HeaderMenuProps) {
  const { rootRef, buttonRef, listRef, listId, listProps } = useMenuRefs();

  // The menu ends above the bottom of the window (a banner above the header, a phone's short
  // screen): it scrolls inside instead of running off the screen.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!open || !list) return;
    const room = window.innerHeight - list.getBoundingClientRect().top - MENU_BOTTOM_MARGIN_PX;
    list.style.maxHeight = `${Math.max(MENU_MIN_HEIGHT_PX, room)}px`;
  }, [open, listRef]);

  useEffect(() => {
    if (!open) return;
    menuItems(listRef.current)[0]?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, onClose, listRef, rootRef]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) =>
    handleMenuKeyDown(event, listRef.current, {
      onEscape: () => {
        onClose();
        buttonRef.current?.focus();
      },
      onTab: onClose,
    });

  return (
    <div ref={rootRef} className={menuRoot}>
      <button
        ref={buttonRef}
        type="button"
        className={iconButton}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={onToggle}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            onToggle();
          }
        }}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <circle cx="5" cy="12" r="2" />
          <circle cx="12" cy="12" r="2" />
          <circle cx="19" cy="12" r="2" />
        </svg>
      </button>
      {open ? (
        <div role="menu" {...listProps(label)} className={menuList} onKeyDown={onMenuKeyDown}>
          {links.map((link) => (
            <ExternalLink
              key={link.label}
              href={link.href}
              role="menuitem"
              tabIndex={-1}
              className={menuItem}
              onClick={onClose}
            >
              {link.label}
            </ExternalLink>
          ))}
          {action ? (
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={menuItem}
              onClick={action.onSelect}
            >
              {action.label}
            </button>
          ) : null}
          {choice ? (
            // biome-ignore lint/a11y/useSemanticElements: ARIA's menu pattern groups menuitemradio items in role=group; a fieldset is a form control group.
            <div role="group" aria-labelledby={`${listId}-choice`}>
              <div id={`${listId}-choice`} className={menuGroupLabel}>
                {choice.label}
              </div>
              {choice.options.map((option) => (
                <button
                  key={option.value}
                  type="button"
                  role="menuitemradio"
                  aria-checked={option.value === choice.selected}
                  lang={option.lang}
                  tabIndex={-1}
                  className={menuItem}
                  onClick={() => {
                    choice.onChoose(option.value);
                    onClose();
                  }}
                >
                  <span aria-hidden="true" style={{ inlineSize: '1.25em' }}>
                    {option.value === choice.selected ? '✓' : ''}
                  </span>
                  {option.label}
                </button>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
