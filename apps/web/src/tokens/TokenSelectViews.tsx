// The token select dialog over the lists atoms, in its four views (spec §2): search, manage,
// import token and import list. The caller gets the chosen id ('ETH' or a token address).
import { getChainInfo } from '@dex/chains';
import { NATIVE_CURRENCY_ID, type Token } from '@dex/currency';
import {
  activeListSource,
  blockedListHost,
  commonBaseRows,
  idOnEnter,
  isUnusableToken,
  listLocationError,
  MAX_TOKEN_DECIMALS,
  managedLists,
  serializeUserToken,
  type TokenList,
  tokenSelectRows,
  typedTokenAddress,
  type UnusableToken,
  unlistedTokenAddress,
} from '@dex/token-lists';
import {
  Button,
  ImportListDialog,
  ImportTokenDialog,
  ManageDialog,
  type TokenRow,
  TokenSelectDialog,
  useDebouncedValue,
} from '@dex/ui-kit';
import { type Atom, atom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useNumberLocale } from '../format/locale';
import { type Translate, useTranslation } from '../i18n';
import { siteMayFetch } from '../security/sitePolicy';
import { nativeBalanceOfAtom, tokenBalancesAtom } from '../state/nativeBalance';
import { activeChainIdAtom, connectedAccountAtom } from '../state/wallet';
import { addressExplorerUrl } from '../transactions';
import {
  acceptListUpdateAtom,
  activeTokensAtom,
  fetchListFromLocation,
  importListAtom,
  inactiveListsFetchAtom,
  listsConfig,
  listsLoadingAtom,
  listsStateAtom,
  removeListAtom,
  toggleListAtom,
} from './atoms';
import { currencyAtom, unusableTokenAtom } from './currencyAtoms';
import { listErrorReason } from './listErrors';
import { tokenLogoSources } from './logos';
import { tokenSearchIndexAtom } from './searchIndex';
import {
  addUserTokensAtom,
  clearUserTokensAtom,
  removeUserTokenAtom,
  userTokensAtom,
} from './userTokens';

/** Spec §2: the search is debounced by 200 ms. */
export const SEARCH_DEBOUNCE_MS = 200;

export interface TokenSelectModalProps {
  readonly isOpen: boolean;
  readonly onDismiss: () => void;
  readonly onSelect: (id: string) => void;
  /** Ids already chosen on either side. */
  readonly selectedIds: readonly string[];
}

type View =
  | { readonly kind: 'search' }
  | { readonly kind: 'manage' }
  | { readonly kind: 'importToken'; readonly token: Token; readonly from: 'search' | 'manage' }
  | { readonly kind: 'importList'; readonly url: string; readonly list: TokenList };

const NO_CURRENCY = atom(null);

/**
 * A token named by a typed address that is on no active list (to offer an import), or one whose
 * own metadata makes it unusable (to say why); else null.
 */
function useUnlistedToken(text: string): Token | UnusableToken | null {
  const chainId = useAtomValue(activeChainIdAtom);
  const tokens = useAtomValue(activeTokensAtom);
  const unlisted = unlistedTokenAddress(text, tokens);
  const currency = useAtomValue(unlisted ? currencyAtom(chainId, unlisted) : NO_CURRENCY);
  const unusable = useAtomValue(unlisted ? unusableTokenAtom(chainId, unlisted) : NO_CURRENCY);
  return unusable ?? (currency?.isToken ? currency : null);
}

/** Why a token cannot be used: the short form fits a token row, the long one a message. */
export function unusableReason(t: Translate, token: UnusableToken, short = false): string {
  return t(short ? 'tokens.unusableShort' : 'tokens.unusableDecimals', {
    decimals: String(token.error.decimals),
    max: MAX_TOKEN_DECIMALS,
  });
}

/** The open token select dialog; TokenSelectModal.tsx mounts it (and downloads it) while open. */
export function OpenTokenSelect(props: TokenSelectModalProps) {
  const [view, setView] = useState<View>({ kind: 'search' });
  switch (view.kind) {
    case 'search':
      return <SearchView {...props} setView={setView} />;
    case 'manage':
      return <ManageView {...props} setView={setView} />;
    case 'importToken':
      return <ImportTokenView {...props} view={view} setView={setView} />;
    case 'importList':
      return <ImportListView {...props} view={view} setView={setView} />;
  }
}

interface ViewProps extends TokenSelectModalProps {
  readonly setView: (view: View) => void;
}

const NO_BALANCES: Readonly<Record<string, bigint>> = {};

function SearchView({ onDismiss, onSelect, selectedIds, setView }: ViewProps) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const chainId = useAtomValue(activeChainIdAtom);
  const account = useAtomValue(connectedAccountAtom);
  const tokens = useAtomValue(activeTokensAtom);
  const index = useAtomValue(tokenSearchIndexAtom);
  const loading = useAtomValue(listsLoadingAtom);
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const unlisted = useUnlistedToken(debouncedQuery);
  const addresses = useMemo(() => [...tokens.keys()], [tokens]);
  const balancesAtom = useMemo(
    () => (account ? tokenBalancesAtom(chainId, account, addresses) : null),
    [account, chainId, addresses],
  );
  const nativeAtom = useMemo(
    () => (account ? nativeBalanceOfAtom(chainId, account) : null),
    [account, chainId],
  );
  const balances = useAtomValueOrDefault(balancesAtom, NO_BALANCES);
  const nativeBalance = useAtomValueOrDefault(nativeAtom, null) ?? undefined;
  const chain = getChainInfo(chainId);
  const native = chain && { ...chain.nativeCurrency, id: NATIVE_CURRENCY_ID };
  const { rows, results } = tokenSelectRows({
    query: debouncedQuery,
    index,
    native,
    balances,
    nativeBalance,
    selectedIds,
    logoSources: (token) => tokenLogoSources(token, listsConfig.gateways),
    locale,
  });
  const importRow: TokenRow | null = unlisted
    ? {
        id: unlisted.address,
        symbol: unlisted.symbol ?? '',
        name: unlisted.name ?? '',
        ...(isUnusableToken(unlisted)
          ? { unusableReason: unusableReason(t, unlisted, true) }
          : { importLabel: t('tokens.import') }),
      }
    : null;
  const commonBases = commonBaseRows(
    native,
    chain?.routing.commonBases ?? [],
    chain?.wrappedNativeToken.address,
    selectedIds,
  );

  const choose = (id: string) => {
    if (unlisted && id === unlisted.address) {
      if (!isUnusableToken(unlisted)) {
        setView({ kind: 'importToken', token: unlisted, from: 'search' });
      }
      return;
    }
    onSelect(id);
    onDismiss();
  };

  return (
    <TokenSelectDialog
      isOpen
      onDismiss={onDismiss}
      query={query}
      onQueryChange={setQuery}
      commonBases={commonBases}
      rows={importRow ? [importRow] : rows}
      loading={loading}
      onSelect={choose}
      onEnter={() => {
        // The rule applies to what is typed now, not to the debounced text.
        const id = idOnEnter(
          query,
          query === debouncedQuery ? results : index.search(query.trim()),
          NATIVE_CURRENCY_ID,
          selectedIds,
        );
        if (id) choose(id);
      }}
      labels={{
        title: t('tokens.selectTitle'),
        searchPlaceholder: t('tokens.searchPlaceholder'),
        commonBases: t('tokens.commonBases'),
        noResults: t('tokens.noResults'),
        close: t('txDialog.close'),
        loading: t('swap.loading'),
      }}
      footer={
        <Button variant="text" fullWidth onClick={() => setView({ kind: 'manage' })}>
          {t('tokens.manageLists')}
        </Button>
      }
    />
  );
}

function ManageView({ onDismiss, setView }: ViewProps) {
  const { t } = useTranslation();
  const chainId = useAtomValue(activeChainIdAtom);
  const state = useAtomValue(listsStateAtom);
  const userTokens = useAtomValue(userTokensAtom);
  const toggle = useSetAtom(toggleListAtom);
  const remove = useSetAtom(removeListAtom);
  const acceptUpdate = useSetAtom(acceptListUpdateAtom);
  const removeToken = useSetAtom(removeUserTokenAtom);
  const clearTokens = useSetAtom(clearUserTokensAtom);
  // Mounting it fetches the inactive lists: only now, while the user looks at them.
  useAtomValue(inactiveListsFetchAtom);
  const [tab, setTab] = useState<'lists' | 'tokens'>('lists');
  const [listInput, setListInput] = useState('');
  const [listError, setListError] = useState<string | null>(null);
  const [fetching, setFetching] = useState(false);
  const [tokenInput, setTokenInput] = useState('');
  const unlisted = useUnlistedToken(tokenInput);

  const trimmedList = listInput.trim();
  const locationError =
    trimmedList !== '' && listLocationError(trimmedList, listsConfig.gateways)
      ? t('tokens.invalidList')
      : null;
  const importList = async () => {
    if (trimmedList === '' || locationError) return;
    const blockedHost = blockedListHost(trimmedList, listsConfig.gateways, siteMayFetch);
    if (blockedHost) {
      setListError(t('tokens.listHostBlocked', { host: blockedHost }));
      return;
    }
    setFetching(true);
    try {
      const list = await fetchListFromLocation(trimmedList);
      setView({ kind: 'importList', url: trimmedList, list });
    } catch (error) {
      setListError(t('tokens.importListError', { reason: listErrorReason(error, t) }));
    } finally {
      setFetching(false);
    }
  };
  const tokenError =
    tokenInput.trim() !== '' && typedTokenAddress(tokenInput) === null
      ? t('tokens.invalidToken')
      : isUnusableToken(unlisted)
        ? unusableReason(t, unlisted)
        : undefined;
  const lists = managedLists(state, listsConfig.unsupportedListUrls);
  const inputError = locationError ?? listError ?? undefined;

  return (
    <ManageDialog
      isOpen
      onDismiss={onDismiss}
      onBack={() => setView({ kind: 'search' })}
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
      lists={lists.map(({ tokenCount, ...list }) => ({
        ...list,
        ...(tokenCount !== undefined
          ? { tokenCount: t('tokens.tokenCount', { count: tokenCount }) }
          : {}),
      }))}
      onToggleList={toggle}
      onUpdateList={acceptUpdate}
      onRemoveList={remove}
      tokenInput={tokenInput}
      onTokenInputChange={setTokenInput}
      {...(tokenError ? { tokenInputError: tokenError } : {})}
      {...(unlisted && !isUnusableToken(unlisted)
        ? {
            foundToken: {
              symbol: unlisted.symbol ?? '',
              onImport: () => setView({ kind: 'importToken', token: unlisted, from: 'manage' }),
            },
          }
        : {})}
      customTokens={userTokens.map((token) => {
        const href = addressExplorerUrl(chainId, token.address);
        return {
          address: token.address,
          symbol: token.symbol ?? '',
          name: token.name ?? '',
          ...(href ? { href } : {}),
        };
      })}
      onRemoveToken={removeToken}
      onClearTokens={clearTokens}
      labels={{
        title: t('tokens.manage'),
        back: t('tokens.back'),
        close: t('txDialog.close'),
        listsTab: t('tokens.listsTab'),
        tokensTab: t('tokens.tokensTab'),
        listPlaceholder: t('tokens.listPlaceholder'),
        addList: t('tokens.addList'),
        importButton: t('tokens.import'),
        on: t('settings.on'),
        off: t('settings.off'),
        viewList: t('tokens.viewList'),
        update: t('tokens.updateList'),
        remove: t('tokens.remove'),
        removePrompt: t('tokens.removePrompt'),
        cancel: t('tokens.cancel'),
        tokenPlaceholder: t('tokens.tokenPlaceholder'),
        tokenAddress: t('tokens.tokenAddress'),
        customTokens: t('tokens.customTokens', { count: userTokens.length }),
        clearAll: t('tokens.clearAll'),
        tip: t('tokens.tip'),
      }}
    />
  );
}

function ImportTokenView({
  onDismiss,
  onSelect,
  view,
  setView,
}: ViewProps & { readonly view: Extract<View, { kind: 'importToken' }> }) {
  const { t } = useTranslation();
  const addUserTokens = useSetAtom(addUserTokensAtom);
  const { token } = view;
  return (
    <ImportTokenDialogFor
      tokens={[token]}
      onDismiss={onDismiss}
      onBack={() => setView({ kind: view.from })}
      onImport={() => {
        addUserTokens([serializeUserToken(token)]);
        if (view.from === 'search') {
          onSelect(token.address);
          onDismiss();
        } else setView({ kind: 'manage' });
      }}
      title={t('tokens.importTokenTitle')}
    />
  );
}

/**
 * The import-token dialog for some tokens (also the swap page's token warning); an unusable token
 * is listed with the reason and makes the import impossible.
 */
export function ImportTokenDialogFor(props: {
  readonly tokens: readonly (Token | UnusableToken)[];
  readonly onDismiss: () => void;
  readonly onBack?: () => void;
  readonly onImport: () => void;
  readonly title: string;
}) {
  const { t } = useTranslation();
  const chainId = useAtomValue(activeChainIdAtom);
  const state = useAtomValue(listsStateAtom);
  return (
    <ImportTokenDialog
      isOpen
      onDismiss={props.onDismiss}
      {...(props.onBack ? { onBack: props.onBack } : {})}
      tokens={props.tokens.map((token) => {
        // Only an active list lends its name (@dex/token-lists' activeListSource).
        const source = activeListSource(state, chainId, token.address, listsConfig.defaultListUrls);
        const href = addressExplorerUrl(chainId, token.address);
        return {
          address: token.address,
          symbol: token.symbol ?? '',
          name: token.name ?? '',
          ...(href ? { addressHref: href } : {}),
          source: source ? t('tokens.foundOn', { list: source }) : t('tokens.unknownSource'),
          ...(isUnusableToken(token) ? { unusableReason: unusableReason(t, token) } : {}),
        };
      })}
      onImport={props.onImport}
      labels={{
        title: props.title,
        warning: t('tokens.importTokenWarning'),
        import: t('tokens.import'),
        back: t('tokens.back'),
        close: t('txDialog.close'),
      }}
    />
  );
}

function ImportListView({
  onDismiss,
  view,
  setView,
}: ViewProps & { readonly view: Extract<View, { kind: 'importList' }> }) {
  const { t } = useTranslation();
  const importList = useSetAtom(importListAtom);
  const [importing, setImporting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <ImportListDialog
      isOpen
      onDismiss={onDismiss}
      onBack={() => setView({ kind: 'manage' })}
      list={{
        name: view.list.name,
        url: view.url,
        tokenCount: t('tokens.tokenCount', { count: view.list.tokens.length }),
      }}
      importing={importing}
      {...(error ? { error } : {})}
      onImport={() => {
        setImporting(true);
        void importList(view.url).then((failure) => {
          setImporting(false);
          if (failure)
            setError(t('tokens.importListError', { reason: listErrorReason(failure, t) }));
          else setView({ kind: 'manage' });
        });
      }}
      labels={{
        title: t('tokens.importListTitle'),
        warning: t('tokens.importListWarning'),
        warningSellBack: t('tokens.importListSellBack'),
        understand: t('tokens.understand'),
        import: t('tokens.import'),
        back: t('tokens.back'),
        close: t('txDialog.close'),
      }}
    />
  );
}

const nullAtom = atom(null);
/** Reads an atom that may not exist (no account): the fallback then. */
function useAtomValueOrDefault<T, F>(target: Atom<T> | null, fallback: F): T | F {
  const value = useAtomValue(target ?? nullAtom);
  return target ? (value as T) : fallback;
}
