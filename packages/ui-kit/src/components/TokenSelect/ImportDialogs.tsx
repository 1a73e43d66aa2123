import { shortenSymbol } from '@dex/primitives';
import { useId, useState } from 'react';
import { type BackableDialogProps, backableViewProps } from '../../internal/dialogProps';
import { Button } from '../Button/Button';
import { ExternalLink } from '../ExternalLink/ExternalLink';
import { Text } from '../Text/Text';
import { ViewDialog } from '../ViewDialog/ViewDialog';
import {
  checkboxLabel,
  clip,
  importModalHeight,
  listCard,
  stack,
  warningBox,
} from './TokenSelect.css';

export interface ImportTokenLabels {
  /** "Import a token" */
  readonly title: string;
  /** The warning that the token is not on active lists. */
  readonly warning: string;
  readonly import: string;
  readonly back: string;
  readonly close: string;
}

export interface ImportTokenDialogProps {
  readonly isOpen: boolean;
  readonly onDismiss: () => void;
  /** Omitted when the dialog is the token warning of a URL (dismiss leaves instead). */
  readonly onBack?: () => void;
  readonly tokens: readonly {
    readonly address: string;
    /** Shown shortened when over 20 characters; the address is what identifies the token. */
    readonly symbol: string;
    readonly name: string;
    readonly addressHref?: string;
    /** The list it was found on, or "Unknown Source". */
    readonly source: string;
    /** Why the token can never be traded (e.g. it declares 255 decimals); importing is then refused. */
    readonly unusableReason?: string;
  }[];
  readonly onImport: () => void;
  readonly labels: ImportTokenLabels;
}

// @spec 000 §2.20 Import token
/** The import-token view and the swap page's token warning (spec §2); an unusable token cannot be imported. */
export function ImportTokenDialog(props: ImportTokenDialogProps) {
  const { labels } = props;
  return (
    <ViewDialog
      isOpen={props.isOpen}
      title={labels.title}
      back={props.onBack ? { label: labels.back, onBack: props.onBack } : undefined}
      closeLabel={labels.close}
      onDismiss={props.onDismiss}
      className={importModalHeight}
    >
      <div className={warningBox} role="alert">
        <Text>{labels.warning}</Text>
      </div>
      {props.tokens.map((token) => (
        <div key={token.address} className={listCard}>
          <span className={stack}>
            <Text variant="subtitle" className={clip}>
              {shortenSymbol(token.symbol)}
            </Text>
            <Text variant="small" tone="secondary" className={clip}>
              {token.name}
            </Text>
            {token.addressHref ? (
              <ExternalLink href={token.addressHref}>{token.address}</ExternalLink>
            ) : (
              <Text variant="mono" className={clip}>
                {token.address}
              </Text>
            )}
            <Text variant="small" tone="warning">
              {token.source}
            </Text>
            {token.unusableReason ? (
              <Text as="p" tone="danger" role="alert">
                {token.unusableReason}
              </Text>
            ) : null}
          </span>
        </div>
      ))}
      <Button
        variant="primary"
        fullWidth
        disabled={props.tokens.some((token) => token.unusableReason !== undefined)}
        onClick={props.onImport}
      >
        {labels.import}
      </Button>
    </ViewDialog>
  );
}

export interface ImportListLabels {
  /** "Import List" */
  readonly title: string;
  /** "By adding this list you are implicitly trusting that the data is correct..." */
  readonly warning: string;
  /** "If you purchase a token from this list, you may not be able to sell it back." */
  readonly warningSellBack: string;
  /** "I understand" */
  readonly understand: string;
  readonly import: string;
  readonly back: string;
  readonly close: string;
}

export interface ImportListDialogProps extends BackableDialogProps {
  readonly list: {
    /** Untrusted: shown as text. */
    readonly name: string;
    readonly url: string;
    /** e.g. "12 tokens" */
    readonly tokenCount: string;
  };
  readonly importing: boolean;
  /** "Error importing list" and the reason. */
  readonly error?: string;
  readonly onImport: () => void;
  readonly labels: ImportListLabels;
}

// @spec 000 §2.21 Import list
/** The import-list view (spec §2): a risk warning and the "I understand" checkbox. */
export function ImportListDialog(props: ImportListDialogProps) {
  const { labels } = props;
  const checkboxId = useId();
  const [understood, setUnderstood] = useState(false);
  return (
    <ViewDialog {...backableViewProps(props, labels)} className={importModalHeight}>
      <div className={listCard}>
        <span className={stack}>
          <Text variant="subtitle" className={clip} title={props.list.name}>
            {props.list.name}
          </Text>
          <Text variant="small" tone="secondary" className={clip} title={props.list.url}>
            {props.list.tokenCount} · {props.list.url}
          </Text>
        </span>
      </div>
      <div className={warningBox} role="alert">
        <Text>{labels.warning}</Text>
        <Text variant="subtitle">{labels.warningSellBack}</Text>
        <label htmlFor={checkboxId} className={checkboxLabel}>
          <input
            id={checkboxId}
            type="checkbox"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
          />
          <Text variant="label">{labels.understand}</Text>
        </label>
      </div>
      {props.error ? (
        <Text tone="danger" role="alert">
          {props.error}
        </Text>
      ) : null}
      <Button
        variant="primary"
        fullWidth
        disabled={!understood || props.importing}
        onClick={props.onImport}
      >
        {labels.import}
      </Button>
    </ViewDialog>
  );
}
