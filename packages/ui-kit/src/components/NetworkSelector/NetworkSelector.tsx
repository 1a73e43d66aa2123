import { type KeyboardEvent, useEffect } from 'react';
import { clsx } from '../../internal/clsx';
import { handleMenuKeyDown, menuItems } from '../../internal/menuKeys';
import { useMenuRefs } from '../../internal/useMenuRefs';
import { Spinner } from '../Spinner/Spinner';
import { NetworkLogo } from './NetworkLogo';
import {
  check,
  errorMessage,
  menu,
  noteMessage,
  option as optionClass,
  optionName,
  optionNote,
  root,
  trigger,
  triggerName,
  triggerUnsupported,
} from './NetworkSelector.css';

export interface NetworkSelectorOption {
  chainId: number;
  name: string;
}

export interface NetworkSelectorProps {
  /** The selector's accessible name, e.g. "Network"; the button adds the current network's name. */
  label: string;
  /** The networks the app offers, in the order listed. */
  options: readonly NetworkSelectorOption[];
  /** The network the app reads: its option is checked and the button shows it. */
  activeChainId: number;
  /**
   * The connected wallet is on a network the app does not offer: the button says this (e.g.
   * "Unsupported network") instead of the active network's name.
   */
  unsupportedLabel?: string;
  open: boolean;
  /** The button was pressed, or Escape, Tab or a press outside closed the list. */
  onOpenChange: (open: boolean) => void;
  /** A network was picked (never called for the active one or while switching). */
  onSelect: (chainId: number) => void;
  /** The wallet is asked to switch: that option says `label` and nothing can be picked meanwhile. */
  switching?: { chainId: number; label: string };
  /** Why the last switch did not happen (the wallet refused); shown in the list, announced. */
  error?: string;
  /** A note atop the list, e.g. that choosing asks the wallet to switch. */
  note?: string;
}

function WarningIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path
        d="M12 3 2 21h20L12 3zm0 6v5m0 3v.5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The header's network selector: a button naming the network the app reads (its logo alone on
 * phones) and a list of the offered networks. Keyboard: Enter, Space or ArrowDown opens with the
 * checked network focused; arrows, Home and End move; Escape closes and returns focus.
 */
export function NetworkSelector({
  label,
  options,
  activeChainId,
  unsupportedLabel,
  open,
  onOpenChange,
  onSelect,
  switching,
  error,
  note,
}: NetworkSelectorProps) {
  const { rootRef, buttonRef, listRef, listId, listProps } = useMenuRefs();
  const active = options.find((o) => o.chainId === activeChainId);
  const shownName = unsupportedLabel ?? active?.name ?? String(activeChainId);

  useEffect(() => {
    if (!open) return;
    const items = menuItems(listRef.current);
    (items.find((item) => item.getAttribute('aria-checked') === 'true') ?? items[0])?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open, onOpenChange, listRef, rootRef]);

  const close = () => {
    onOpenChange(false);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) =>
    handleMenuKeyDown(event, listRef.current, {
      onEscape: close,
      onTab: () => onOpenChange(false),
    });

  const pick = (chainId: number) => {
    if (switching) return;
    if (chainId === activeChainId && unsupportedLabel === undefined) {
      close();
      return;
    }
    onSelect(chainId);
  };

  return (
    <div ref={rootRef} className={root}>
      <button
        ref={buttonRef}
        type="button"
        className={clsx(trigger, unsupportedLabel !== undefined && triggerUnsupported)}
        aria-label={`${label}: ${shownName}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => onOpenChange(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            onOpenChange(true);
          }
        }}
      >
        {unsupportedLabel !== undefined ? (
          <WarningIcon />
        ) : (
          <NetworkLogo chainId={activeChainId} name={shownName} />
        )}
        <span className={triggerName}>{shownName}</span>
        {switching ? <Spinner size="sm" /> : null}
      </button>
      {open ? (
        <div
          role="menu"
          {...listProps(label)}
          aria-busy={switching ? true : undefined}
          className={menu}
          onKeyDown={onMenuKeyDown}
        >
          {note ? <p className={noteMessage}>{note}</p> : null}
          {error ? (
            <p role="alert" className={errorMessage}>
              {error}
            </p>
          ) : null}
          {options.map((o) => {
            const checked = o.chainId === activeChainId && unsupportedLabel === undefined;
            const isSwitching = switching?.chainId === o.chainId;
            return (
              <button
                key={o.chainId}
                type="button"
                role="menuitemradio"
                aria-checked={checked}
                aria-disabled={switching ? true : undefined}
                tabIndex={-1}
                className={optionClass}
                onClick={() => pick(o.chainId)}
              >
                <NetworkLogo chainId={o.chainId} name={o.name} size={24} />
                <span className={optionName}>
                  {o.name}
                  {isSwitching ? (
                    <>
                      <br />
                      <span className={optionNote}>{switching.label}</span>
                    </>
                  ) : null}
                </span>
                {isSwitching ? <Spinner size="sm" /> : null}
                {checked ? (
                  <span className={check} aria-hidden="true">
                    ✓
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
