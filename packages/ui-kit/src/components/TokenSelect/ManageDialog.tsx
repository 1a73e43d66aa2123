import { shortenSymbol } from '@dex/primitives';
import { type FormEvent, useId, useState } from 'react';
import { type BackableDialogProps, backableViewProps } from '../../internal/dialogProps';
import { Button } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { Input } from '../Input/Input';
import { TypedConfirmation } from '../SwapSettings/ExpertModeDialog';
import { Text } from '../Text/Text';
import { Toggle } from '../Toggle/Toggle';
import { ViewDialog } from '../ViewDialog/ViewDialog';
import {
  clip,
  grow,
  header,
  listCard,
  modalHeight,
  plainList,
  scrollArea,
  tab,
  tabs,
} from './TokenSelect.css';

// @spec 000 §4.11 List management
/** The word typed to remove a list (spec §4 list management). */
export const REMOVE_WORD = 'REMOVE';

export interface ManagedList {
  readonly url: string;
  /** Untrusted: shown as text, clipped. */
  readonly name: string;
  /** e.g. "v1.2.0"; omitted while the list has never loaded. */
  readonly version?: string;
  /** e.g. "12 tokens" */
  readonly tokenCount?: string;
  readonly enabled: boolean;
  /** The list failed to load, e.g. "Failed to download list …". */
  readonly error?: string;
  /** A pending update that waits for the user. */
  readonly updateAvailable: boolean;
  /** The last remaining list cannot be removed. */
  readonly removable: boolean;
  /** Where "View list" leads (the list's URL or a gateway for it), if it is a web link. */
  readonly viewHref?: string;
}

export interface CustomToken {
  readonly address: string;
  readonly symbol: string;
  readonly name: string;
  readonly href?: string;
}

export interface ManageDialogLabels {
  /** "Manage" */
  readonly title: string;
  readonly back: string;
  readonly close: string;
  /** "Lists" / "Tokens" */
  readonly listsTab: string;
  readonly tokensTab: string;
  /** "https:// or {address} or ENS name" */
  readonly listPlaceholder: string;
  /** "Add list" (the add input's name) */
  readonly addList: string;
  readonly importButton: string;
  readonly on: string;
  readonly off: string;
  readonly viewList: string;
  readonly update: string;
  readonly remove: string;
  /** 'Please type the word "REMOVE" to remove this list.' */
  readonly removePrompt: string;
  readonly cancel: string;
  /** "0x0000" — the token address input's placeholder */
  readonly tokenPlaceholder: string;
  /** "Token address" (the token input's name) */
  readonly tokenAddress: string;
  /** "{count} Custom Tokens" */
  readonly customTokens: string;
  readonly clearAll: string;
  /** "Tip: Custom tokens are stored locally in your browser" */
  readonly tip: string;
}

export interface ManageDialogProps extends BackableDialogProps {
  readonly tab: 'lists' | 'tokens';
  readonly onTabChange: (tab: 'lists' | 'tokens') => void;
  // Lists tab
  readonly listInput: string;
  readonly onListInputChange: (value: string) => void;
  /** "Enter valid list location", or the fetch error. */
  readonly listInputError?: string;
  readonly listInputLoading?: boolean;
  readonly onListImport: () => void;
  readonly lists: readonly ManagedList[];
  readonly onToggleList: (url: string) => void;
  readonly onUpdateList: (url: string) => void;
  readonly onRemoveList: (url: string) => void;
  // Tokens tab
  readonly tokenInput: string;
  readonly onTokenInputChange: (value: string) => void;
  /** "Enter valid token address" */
  readonly tokenInputError?: string;
  /**
   * The token the typed address names when it is not on active lists: a button "Import {symbol}"
   * (the symbol shortened when over 20 characters) calls `onImport`.
   */
  readonly foundToken?: { readonly symbol: string; readonly onImport: () => void };
  readonly customTokens: readonly CustomToken[];
  readonly onRemoveToken: (address: string) => void;
  readonly onClearTokens: () => void;
  readonly labels: ManageDialogLabels;
}

function ListRow({ list, props }: { list: ManagedList; props: ManageDialogProps }) {
  const { labels } = props;
  const [removing, setRemoving] = useState(false);
  const [typed, setTyped] = useState('');
  return (
    <li className={listCard} data-enabled={list.enabled}>
      <div className={grow}>
        <Text variant="subtitle" className={clip} title={list.name}>
          {list.name}
        </Text>
        <Text variant="small" tone="secondary" className={clip}>
          {[list.tokenCount, list.version].filter(Boolean).join(' · ')}
        </Text>
        {list.error ? (
          <Text variant="small" tone="danger" className={clip} title={list.error}>
            {list.error}
          </Text>
        ) : null}
        <div>
          {list.viewHref ? (
            <ExternalLink href={list.viewHref}>{labels.viewList}</ExternalLink>
          ) : null}{' '}
          {list.updateAvailable ? (
            <Button variant="text" size="sm" onClick={() => props.onUpdateList(list.url)}>
              {labels.update}
            </Button>
          ) : null}
          {list.removable && !removing ? (
            <Button variant="text" size="sm" onClick={() => setRemoving(true)}>
              {labels.remove}
            </Button>
          ) : null}
        </div>
        {removing ? (
          <>
            <TypedConfirmation prompt={labels.removePrompt} value={typed} onChange={setTyped} />
            <div>
              <Button
                size="sm"
                disabled={typed.trim() !== REMOVE_WORD}
                onClick={() => props.onRemoveList(list.url)}
              >
                {labels.remove}
              </Button>{' '}
              <Button variant="text" size="sm" onClick={() => setRemoving(false)}>
                {labels.cancel}
              </Button>
            </div>
          </>
        ) : null}
      </div>
      <Toggle
        aria-label={list.name}
        isActive={list.enabled}
        onToggle={() => props.onToggleList(list.url)}
        activeText={labels.on}
        inactiveText={labels.off}
      />
    </li>
  );
}

// @spec 000 §2.19 Manage
/** The token select dialog's manage view (spec §2): Lists and Tokens tabs. */
export function ManageDialog(props: ManageDialogProps) {
  const { labels } = props;
  const listErrorId = useId();
  const tokenErrorId = useId();
  const submitList = (event: FormEvent) => {
    event.preventDefault();
    props.onListImport();
  };
  return (
    <ViewDialog {...backableViewProps(props, labels)} className={modalHeight}>
      <div className={tabs} role="tablist">
        {(['lists', 'tokens'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            className={tab}
            aria-selected={props.tab === name}
            onClick={() => props.onTabChange(name)}
          >
            {name === 'lists' ? labels.listsTab : labels.tokensTab}
          </button>
        ))}
      </div>
      {props.tab === 'lists' ? (
        <div className={scrollArea} role="tabpanel" aria-label={labels.listsTab}>
          <form onSubmit={submitList}>
            <Input
              aria-label={labels.addList}
              placeholder={labels.listPlaceholder}
              value={props.listInput}
              invalid={props.listInputError !== undefined}
              aria-describedby={props.listInputError ? listErrorId : undefined}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => props.onListInputChange(event.target.value)}
            />
          </form>
          {props.listInputError ? (
            <Text id={listErrorId} variant="small" tone="danger" role="alert">
              {props.listInputError}
            </Text>
          ) : null}
          {props.listInput.trim() !== '' && !props.listInputError ? (
            <Button fullWidth disabled={props.listInputLoading} onClick={props.onListImport}>
              {labels.importButton}
            </Button>
          ) : null}
          <ul className={plainList}>
            {props.lists.map((list) => (
              <ListRow key={list.url} list={list} props={props} />
            ))}
          </ul>
        </div>
      ) : (
        <div className={scrollArea} role="tabpanel" aria-label={labels.tokensTab}>
          <Input
            aria-label={labels.tokenAddress}
            placeholder={labels.tokenPlaceholder}
            value={props.tokenInput}
            invalid={props.tokenInputError !== undefined}
            aria-describedby={props.tokenInputError ? tokenErrorId : undefined}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => props.onTokenInputChange(event.target.value)}
          />
          {props.tokenInputError ? (
            <Text id={tokenErrorId} variant="small" tone="danger" role="alert">
              {props.tokenInputError}
            </Text>
          ) : null}
          {props.foundToken ? (
            <Button variant="outlined" fullWidth onClick={props.foundToken.onImport}>
              {labels.importButton} {shortenSymbol(props.foundToken.symbol)}
            </Button>
          ) : null}
          <div className={header}>
            <Text variant="label">{labels.customTokens}</Text>
            {props.customTokens.length > 0 ? (
              <Button variant="text" size="sm" onClick={props.onClearTokens}>
                {labels.clearAll}
              </Button>
            ) : null}
          </div>
          <ul className={plainList}>
            {props.customTokens.map((token) => (
              <li key={token.address} className={header}>
                <span className={grow}>
                  <Text variant="subtitle" className={clip}>
                    {shortenSymbol(token.symbol)}
                  </Text>
                  <Text variant="small" tone="secondary" className={clip}>
                    {token.href ? (
                      <ExternalLink href={token.href}>{token.name}</ExternalLink>
                    ) : (
                      token.name
                    )}
                  </Text>
                </span>
                <Button
                  variant="text"
                  size="sm"
                  aria-label={`${labels.remove} ${shortenSymbol(token.symbol)}`}
                  onClick={() => props.onRemoveToken(token.address)}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
          <Text variant="small" tone="secondary">
            {labels.tip}
          </Text>
        </div>
      )}
    </ViewDialog>
  );
}
