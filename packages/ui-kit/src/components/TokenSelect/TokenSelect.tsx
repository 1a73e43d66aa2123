import { shortenSymbol } from '@dex/primitives';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useClientHeight } from '../../internal/useClientHeight';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { Spinner } from '../Spinner/Spinner';
import { Text } from '../Text/Text';
import { TokenLogo } from '../TokenLogo/TokenLogo';
import { CloseIconButton } from '../TransactionDialog/CloseIconButton';
import {
  bases,
  clip,
  dialog,
  empty,
  header,
  importPill,
  listViewport,
  modalHeight,
  row,
  rowText,
  search,
} from './TokenSelect.css';

/** Spec §2: the list is virtualised with 56 px rows. */
export const TOKEN_ROW_HEIGHT = 56;
/** Spec §2: the search is debounced by 200 ms (the app debounces the query it searches with). */
export const TOKEN_SEARCH_DEBOUNCE_MS = 200;
/** Rows rendered beyond the visible ones, so fast scrolling never shows blanks. */
const OVERSCAN = 4;

export interface TokenRow {
  /** 'ETH' for the native coin, else the token address. */
  readonly id: string;
  /** Untrusted (from token lists): shown as text, clipped; over 20 characters shortened. */
  readonly symbol: string;
  readonly name: string;
  /** Formatted balance; omitted while unknown or without an account. */
  readonly balance?: string;
  /** Already selected on this side or the other: shown, not selectable. */
  readonly disabled?: boolean;
  /** Logo URLs to try in order; the placeholder shows when none loads. */
  readonly logoSources?: readonly string[];
  /** A token found by address but on no active list: the row reads e.g. "Import" and selecting it opens the import view. */
  readonly importLabel?: string;
  /** Why this token can never be traded (e.g. it declares 255 decimals): shown in place of the name; the row cannot be chosen. */
  readonly unusableReason?: string;
}

export interface TokenSelectLabels {
  /** "Select a token" */
  readonly title: string;
  /** "Search name or paste address" */
  readonly searchPlaceholder: string;
  /** "Common bases" */
  readonly commonBases: string;
  /** "No results found." */
  readonly noResults: string;
  readonly close: string;
  /** "Loading" (lists still loading and nothing to show yet) */
  readonly loading: string;
}

export interface TokenSelectDialogProps {
  readonly isOpen: boolean;
  readonly onDismiss: () => void;
  /** The search text as typed (the app debounces the search itself). */
  readonly query: string;
  readonly onQueryChange: (query: string) => void;
  readonly commonBases: readonly TokenRow[];
  readonly rows: readonly TokenRow[];
  readonly loading?: boolean;
  readonly onSelect: (id: string) => void;
  /** Enter in the search field with no row highlighted (the spec's Enter rule). */
  readonly onEnter: () => void;
  readonly labels: TokenSelectLabels;
  /** Below the list, e.g. the "Manage Token Lists" entry. */
  readonly footer?: ReactNode;
  /** Height of the list viewport where there is no layout to measure (jsdom); 7 rows by default. */
  readonly initialViewportHeight?: number;
}

// @spec 000 §2.18 Search
/** The token select dialog's search view: search, common bases and the virtualised token list. */
export function TokenSelectDialog({
  isOpen,
  onDismiss,
  query,
  onQueryChange,
  commonBases,
  rows,
  loading = false,
  onSelect,
  onEnter,
  labels,
  footer,
  initialViewportHeight = TOKEN_ROW_HEIGHT * 7,
}: TokenSelectDialogProps) {
  const titleId = useId();
  const listId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [active, setActive] = useState(-1);
  // Measured on mount and on every resize, so a tall dialog is filled before the first scroll.
  const viewportHeight = useClientHeight(viewportRef, initialViewportHeight, isOpen);

  const first = Math.max(0, Math.floor(scrollTop / TOKEN_ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(
    rows.length,
    Math.ceil((scrollTop + viewportHeight) / TOKEN_ROW_HEIGHT) + OVERSCAN,
  );
  const activeRow = rows[active];

  const moveTo = (index: number) => {
    const next = Math.max(-1, Math.min(rows.length - 1, index));
    setActive(next);
    const viewport = viewportRef.current;
    if (viewport && next >= 0) {
      // Keep the highlighted row in view as the arrow keys move through a long list.
      const top = next * TOKEN_ROW_HEIGHT;
      if (top < viewport.scrollTop) viewport.scrollTop = top;
      else if (top + TOKEN_ROW_HEIGHT > viewport.scrollTop + viewport.clientHeight)
        viewport.scrollTop = top + TOKEN_ROW_HEIGHT - viewport.clientHeight;
      setScrollTop(viewport.scrollTop);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      moveTo(active + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      moveTo(active - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeRow) {
        if (!activeRow.disabled && !activeRow.unusableReason) onSelect(activeRow.id);
      } else onEnter();
    }
  };

  return (
    <Modal
      isOpen={isOpen}
      onDismiss={onDismiss}
      aria-labelledby={titleId}
      initialFocusRef={searchRef}
      className={modalHeight}
    >
      <div className={dialog}>
        <div className={header}>
          <Text as="h2" variant="subtitle" id={titleId}>
            {labels.title}
          </Text>
          <CloseIconButton label={labels.close} onClick={onDismiss} />
        </div>
        <input
          ref={searchRef}
          className={search}
          type="text"
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeRow ? `${listId}-${active}` : undefined}
          aria-label={labels.searchPlaceholder}
          placeholder={labels.searchPlaceholder}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setActive(-1);
            onQueryChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        {commonBases.length > 0 ? (
          <section className={bases} aria-label={labels.commonBases}>
            {commonBases.map((base) => (
              <Button
                key={base.id}
                variant="outlined"
                size="sm"
                disabled={base.disabled}
                onClick={() => onSelect(base.id)}
                title={base.name}
              >
                {base.symbol}
              </Button>
            ))}
          </section>
        ) : null}
        <div
          ref={viewportRef}
          className={listViewport}
          onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        >
          {rows.length === 0 ? (
            <div className={empty}>
              {loading ? (
                <Spinner label={labels.loading} />
              ) : (
                <Text tone="secondary">{labels.noResults}</Text>
              )}
            </div>
          ) : (
            <div
              id={listId}
              role="listbox"
              aria-label={labels.title}
              style={{ height: rows.length * TOKEN_ROW_HEIGHT, position: 'relative' }}
            >
              {rows.slice(first, last).map((token, offset) => {
                const index = first + offset;
                const disabled = token.disabled || token.unusableReason !== undefined;
                return (
                  <button
                    key={token.id}
                    id={`${listId}-${index}`}
                    type="button"
                    role="option"
                    aria-selected={index === active}
                    aria-disabled={disabled}
                    data-active={index === active}
                    disabled={disabled}
                    tabIndex={-1}
                    className={row}
                    style={{ top: index * TOKEN_ROW_HEIGHT, height: TOKEN_ROW_HEIGHT }}
                    onClick={() => onSelect(token.id)}
                  >
                    <TokenLogo sources={token.logoSources ?? []} symbol={token.symbol} size={28} />
                    <span className={rowText}>
                      <Text variant="subtitle" className={clip}>
                        {shortenSymbol(token.symbol)}
                      </Text>
                      {token.unusableReason ? (
                        <Text
                          variant="small"
                          tone="danger"
                          className={clip}
                          title={token.unusableReason}
                        >
                          {token.unusableReason}
                        </Text>
                      ) : (
                        <Text variant="small" tone="secondary" className={clip}>
                          {token.name}
                        </Text>
                      )}
                    </span>
                    {token.unusableReason ? null : token.importLabel ? (
                      <span className={importPill}>{token.importLabel}</span>
                    ) : token.balance !== undefined ? (
                      <Text variant="label" className={clip}>
                        {token.balance}
                      </Text>
                    ) : null}
                  </button>
                );
              })}
            </div>
          )}
        </div>
        {footer}
      </div>
    </Modal>
  );
}
