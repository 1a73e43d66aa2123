import { ExternalLink } from '@dex/ui-kit';
import { useAtomValue, useSetAtom } from 'jotai';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../i18n';
import { EXTERNAL_LINKS } from '../links';
import { ApplicationModal, closeModalAtom, openModalAtom, toggleModalAtom } from '../state/modal';
import { iconButton, menuItem, menuList, menuRoot } from './shell.css';

export interface MenuProps {
  /** Shows the Claim entry (opens the address-claim dialog); the spec shows it only when connected. */
  showClaim: boolean;
}

function menuItems(list: HTMLElement | null): HTMLElement[] {
  return list ? Array.from(list.querySelectorAll<HTMLElement>('[role="menuitem"]')) : [];
}

/** The header's overflow menu: external links plus Claim, usable with the keyboard alone. */
export function Menu({ showClaim }: MenuProps) {
  const { t } = useTranslation();
  const open = useAtomValue(openModalAtom) === ApplicationModal.MENU;
  const toggleModal = useSetAtom(toggleModalAtom);
  const closeModal = useSetAtom(closeModalAtom);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    menuItems(listRef.current)[0]?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) closeModal();
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, closeModal]);

  const closeAndRefocus = () => {
    closeModal();
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = menuItems(listRef.current);
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        closeAndRefocus();
        break;
      case 'Tab':
        closeModal();
        break;
    }
  };

  const links = [
    ['menu.about', EXTERNAL_LINKS.about],
    ['menu.docs', EXTERNAL_LINKS.docs],
    ['menu.code', EXTERNAL_LINKS.code],
    ['menu.discord', EXTERNAL_LINKS.discord],
    ['menu.analytics', EXTERNAL_LINKS.analytics],
  ] as const;

  return (
    <div ref={rootRef} className={menuRoot}>
      <button
        ref={buttonRef}
        type="button"
        className={iconButton}
        aria-label={t('menu.label')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => toggleModal(ApplicationModal.MENU)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            toggleModal(ApplicationModal.MENU);
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
        <div
          ref={listRef}
          id={listId}
          role="menu"
          aria-label={t('menu.label')}
          className={menuList}
          onKeyDown={onMenuKeyDown}
        >
          {links.map(([label, href]) => (
            <ExternalLink
              key={label}
              href={href}
              role="menuitem"
              tabIndex={-1}
              className={menuItem}
              onClick={closeModal}
            >
              {t(label)}
            </ExternalLink>
          ))}
          {showClaim ? (
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={menuItem}
              onClick={() => toggleModal(ApplicationModal.ADDRESS_CLAIM)}
            >
              {t('menu.claim')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
