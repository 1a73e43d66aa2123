// The token select dialog's four views (spec §2: search, manage, import token, import list) and the
// way between them. The app owns which view is shown (it fetches the inactive lists only while
// Manage is up) and every datum and text; the views' own inputs, tabs and busy states are here.
import { useState } from 'react';
import { Button } from '../Button/Button';
import {
  ImportListDialog,
  type ImportListDialogProps,
  type ImportListLabels,
  ImportTokenDialog,
  type ImportTokenDialogProps,
  type ImportTokenLabels,
} from './ImportDialogs';
import { ManageDialog, type ManageDialogLabels, type ManageDialogProps } from './ManageDialog';
import {
  TokenSelectDialog,
  type TokenSelectDialogProps,
  type TokenSelectLabels,
} from './TokenSelect';

/** A list fetched for importing, as the import-list view shows it. */
export type ImportListDetails = ImportListDialogProps['list'];

export type TokenSelectFlowView<T> =
  | { readonly kind: 'search' }
  | { readonly kind: 'manage' }
  | { readonly kind: 'importToken'; readonly token: T; readonly from: 'search' | 'manage' }
  | { readonly kind: 'importList'; readonly url: string; readonly list: ImportListDetails };

/** The views' texts; the ones every view shares are given once. */
export interface TokenSelectFlowLabels {
  /** The search view's, and "Manage Token Lists" below its list. */
  readonly search: Omit<TokenSelectLabels, 'close'> & { readonly manageLists: string };
  readonly manage: Omit<ManageDialogLabels, 'back' | 'close' | 'importButton'>;
  readonly importToken: Pick<ImportTokenLabels, 'title' | 'warning'>;
  readonly importList: Omit<ImportListLabels, 'import' | 'back' | 'close'>;
  readonly import: string;
  readonly back: string;
  readonly close: string;
}

export interface TokenSelectFlowProps<T extends { readonly address: string }> {
  readonly view: TokenSelectFlowView<T>;
  readonly onViewChange: (view: TokenSelectFlowView<T>) => void;
  readonly onDismiss: () => void;
  /** A row chosen, or a token imported from the search; the dialog then closes. */
  readonly onSelect: (id: string) => void;
  readonly search: Pick<
    TokenSelectDialogProps,
    'query' | 'onQueryChange' | 'commonBases' | 'rows' | 'loading'
  > & {
    /**
     * A typed address naming a token on no list: its row opens the import view for `token`, or
     * does nothing when the token cannot be imported (null; the row says why).
     */
    readonly unlisted?: { readonly address: string; readonly token: T | null } | null;
    /** The id Enter chooses (the spec's Enter rule), or null. */
    readonly idOnEnter: () => string | null;
  };
  readonly manage: Pick<
    ManageDialogProps,
    | 'lists'
    | 'onToggleList'
    | 'onUpdateList'
    | 'onRemoveList'
    | 'tokenInput'
    | 'onTokenInputChange'
    | 'tokenInputError'
    | 'customTokens'
    | 'onRemoveToken'
    | 'onClearTokens'
  > & {
    /** The importable token the typed address names, offered as "Import {symbol}". */
    readonly foundToken?: { readonly token: T; readonly symbol: string } | null;
    /** What is wrong with a list location as it is typed ("Enter valid list location"), or null. */
    readonly listLocationError: (location: string) => string | null;
    /** Checked when Import is pressed, before any download: e.g. a host the site may not fetch. */
    readonly listHostError: (location: string) => string | null;
    /** Downloads a list to import: its details, or why it cannot be imported. */
    readonly fetchList: (
      location: string,
    ) => Promise<{ readonly list: ImportListDetails } | { readonly error: string }>;
  };
  /** The import view's row for a token (its source, explorer link, why it cannot be used). */
  readonly importTokenRows: (token: T) => ImportTokenDialogProps['tokens'];
  /** Keeps an imported token (the user's custom tokens). */
  readonly onImportToken: (token: T) => void;
  /** Imports the viewed list: null, or the error to show. */
  readonly onImportList: (url: string) => Promise<string | null>;
  readonly labels: TokenSelectFlowLabels;
}

/** The open token select dialog in its current view. */
export function TokenSelectFlow<T extends { readonly address: string }>(
  props: TokenSelectFlowProps<T>,
) {
  const { view, onViewChange, onDismiss, labels } = props;
  switch (view.kind) {
    case 'search':
      return <SearchView {...props} />;
    case 'manage':
      return <ManageView {...props} />;
    case 'importToken':
      return (
        <ImportTokenDialog
          isOpen
          onDismiss={onDismiss}
          onBack={() => onViewChange({ kind: view.from })}
          tokens={props.importTokenRows(view.token)}
          onImport={() => {
            props.onImportToken(view.token);
            if (view.from === 'search') {
              props.onSelect(view.token.address);
              onDismiss();
            } else onViewChange({ kind: 'manage' });
          }}
          labels={{
            ...labels.importToken,
            import: labels.import,
            back: labels.back,
            close: labels.close,
          }}
        />
      );
    case 'importList':
      return <ImportListView {...props} view={view} />;
  }
}

function SearchView<T extends { readonly address: string }>({
  search,
  onSelect,
  onDismiss,
  onViewChange,
  labels,
}: TokenSelectFlowProps<T>) {
  const { unlisted } = search;
  const choose = (id: string) => {
    if (unlisted && id === unlisted.address) {
      if (unlisted.token)
        onViewChange({ kind: 'importToken', token: unlisted.token, from: 'search' });
      return;
    }
    onSelect(id);
    onDismiss();
  };
  const { manageLists, ...searchLabels } = labels.search;
  return (
    <TokenSelectDialog
      isOpen
      onDismiss={onDismiss}
      query={search.query}
      onQueryChange={search.onQueryChange}
      commonBases={search.commonBases}
      rows={search.rows}
      {...(search.loading !== undefined ? { loading: search.loading } : {})}
      onSelect={choose}
      onEnter={() => {
        const id = search.idOnEnter();
        if (id) choose(id);
      }}
      labels={{ ...searchLabels, close: labels.close }}
      footer={
        <Button variant="text" fullWidth onClick={() => onViewChange({ kind: 'manage' })}>
          {manageLists}
        </Button>
      }
    />
  );
}

function ManageView<T extends { readonly address: string }>({
  manage,
  onDismiss,
  onViewChange,
  labels,
}: TokenSelectFlowProps<T>) {
  const [tab, setTab] = useState<'lists' | 'tokens'>('lists');
  const [listInput, setListInput] = useState('');
  const [listError, setListError] = useState<string | null>(null);
  const [fetching, setFetching] = useState(false);
  const location = listInput.trim();
  const locationError = location === '' ? null : manage.listLocationError(location);
  const importList = async () => {
    if (location === '' || locationError) return;
    const hostError = manage.listHostError(location);
    if (hostError) {
      setListError(hostError);
      return;
    }
    setFetching(true);
    try {
      const fetched = await manage.fetchList(location);
      if ('error' in fetched) setListError(fetched.error);
      else onViewChange({ kind: 'importList', url: location, list: fetched.list });
    } finally {
      setFetching(false);
    }
  };
  const inputError = locationError ?? listError ?? undefined;
  const {
    foundToken,
    listLocationError: _live,
    listHostError: _host,
    fetchList: _fetch,
    ...shown
  } = manage;
  return (
    <ManageDialog
      isOpen
      onDismiss={onDismiss}
      onBack={() => onViewChange({ kind: 'search' })}
      {...shown}
      tab={tab}
      onTabChange={setTab}
      listInput={listInput}
      onListInputChange={(value) => {
        setListInput(value);
        setListError(null);
      }}
      {...(inputError ? { listInputError: inputError } : {})}
      listInputLoading={fetching}
      onListImport={() => void importList()}
      {...(foundToken
        ? {
            foundToken: {
              symbol: foundToken.symbol,
              onImport: () =>
                onViewChange({ kind: 'importToken', token: foundToken.token, from: 'manage' }),
            },
          }
        : {})}
      labels={{
        ...labels.manage,
        back: labels.back,
        close: labels.close,
        importButton: labels.import,
      }}
    />
  );
}

function ImportListView<T extends { readonly address: string }>({
  view,
  onDismiss,
  onViewChange,
  onImportList,
  labels,
}: TokenSelectFlowProps<T> & {
  readonly view: Extract<TokenSelectFlowView<T>, { kind: 'importList' }>;
}) {
  const [importing, setImporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <ImportListDialog
      isOpen
      onDismiss={onDismiss}
      onBack={() => onViewChange({ kind: 'manage' })}
      list={view.list}
      importing={importing}
      {...(error ? { error } : {})}
      onImport={() => {
        setImporting(true);
        void onImportList(view.url).then((failure) => {
          setImporting(false);
          if (failure) setError(failure);
          else onViewChange({ kind: 'manage' });
        });
      }}
      labels={{
        ...labels.importList,
        import: labels.import,
        back: labels.back,
        close: labels.close,
      }}
    />
  );
}
