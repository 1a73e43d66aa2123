// The token select dialog over the lists atoms, in its four views (spec §2): search, manage,
// import token and import list. The caller gets the chosen id ('ETH' or a token address).
import { getChainInfo } from '@dex/chains';
import { NATIVE_CURRENCY_ID, type Token } from '@dex/currency';
import {
  customTokenRows,
  importListPreview,
  importTokenLabels,
  importTokenRow,
  managedListRows,
  tokenSelectLabels,
  unlistedTokenRow,
  unusableTokenText,
} from '@dex/swap';
import {
  activeListSource,
  commonBaseRows,
  idOnEnter,
  importableToken,
  managedLists,
  manageTokensChecks,
  serializeUserToken,
  tokenSelectRows,
  type UnusableToken,
  unlistedTokenAddress,
  unusableDecimalsOf,
} from '@dex/token-lists';
import {
  ImportTokenDialog,
  TOKEN_SEARCH_DEBOUNCE_MS,
  TokenSelectFlow,
  type TokenSelectFlowProps,
  type TokenSelectFlowView,
  useDebouncedValue,
} from '@dex/ui-kit';
import { type Atom, atom, useAtomValue, useSetAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useNumberLocale } from '../format/locale';
import { useTranslation } from '../i18n';
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

export interface TokenSelectModalProps {
  readonly isOpen: boolean;
  readonly onDismiss: () => void;
  readonly onSelect: (id: string) => void;
  /** Ids already chosen on either side. */
  readonly selectedIds: readonly string[];
}

/** Read in place of an atom that does not apply (no address typed, no account, Manage closed). */
const NOTHING = atom(null);

/**
 * A token named by a typed address that is on no active list (to offer an import), or one whose
 * own metadata makes it unusable (to say why); else null.
 */
function useUnlistedToken(text: string): Token | UnusableToken | null {
  const chainId = useAtomValue(activeChainIdAtom);
  const tokens = useAtomValue(activeTokensAtom);
  const unlisted = unlistedTokenAddress(text, tokens);
  const currency = useAtomValue(unlisted ? currencyAtom(chainId, unlisted) : NOTHING);
  const unusable = useAtomValue(unlisted ? unusableTokenAtom(chainId, unlisted) : NOTHING);
  return unusable ?? (currency?.isToken ? currency : null);
}

/** The open token select dialog; TokenSelectModal.tsx mounts it (and downloads it) while open. */
export function OpenTokenSelect({ onDismiss, onSelect, selectedIds }: TokenSelectModalProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<TokenSelectFlowView<Token>>({ kind: 'search' });
  // Each view starts with empty inputs, as it did when it last opened.
  const [query, setQuery] = useState('');
  const [tokenInput, setTokenInput] = useState('');
  const changeView = (next: TokenSelectFlowView<Token>) => {
    setQuery('');
    setTokenInput('');
    setView(next);
  };
  const importList = useSetAtom(importListAtom);
  const addUserTokens = useSetAtom(addUserTokensAtom);
  const importTokenRows = useImportTokenRows();
  const customTokenCount = useAtomValue(userTokensAtom).length;
  return (
    <TokenSelectFlow
      view={view}
      onViewChange={changeView}
      onDismiss={onDismiss}
      onSelect={onSelect}
      search={useSearch(view.kind === 'search', query, setQuery, selectedIds)}
      manage={useManage(view.kind === 'manage', tokenInput, setTokenInput)}
      importTokenRows={(token) => importTokenRows([token])}
      onImportToken={(token) => addUserTokens([serializeUserToken(token)])}
      onImportList={async (url) => {
        const failure = await importList(url);
        return failure
          ? t('tokens.importListError', { reason: listErrorReason(failure, t) })
          : null;
      }}
      labels={tokenSelectLabels(t, customTokenCount)}
    />
  );
}

const NO_BALANCES: Readonly<Record<string, bigint>> = {};

/** The search view's rows: lists, balances (read while it is open) and the debounced query. */
function useSearch(
  open: boolean,
  query: string,
  setQuery: (query: string) => void,
  selectedIds: readonly string[],
): TokenSelectFlowProps<Token>['search'] {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const chainId = useAtomValue(activeChainIdAtom);
  const account = useAtomValue(connectedAccountAtom);
  const tokens = useAtomValue(activeTokensAtom);
  const index = useAtomValue(tokenSearchIndexAtom);
  const loading = useAtomValue(listsLoadingAtom);
  const debouncedQuery = useDebouncedValue(query, TOKEN_SEARCH_DEBOUNCE_MS);
  const unlisted = useUnlistedToken(debouncedQuery);
  const addresses = useMemo(() => [...tokens.keys()], [tokens]);
  const balancesAtom = useMemo(
    () => (open && account ? tokenBalancesAtom(chainId, account, addresses) : null),
    [open, account, chainId, addresses],
  );
  const nativeAtom = useMemo(
    () => (open && account ? nativeBalanceOfAtom(chainId, account) : null),
    [open, account, chainId],
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
  return {
    query,
    onQueryChange: setQuery,
    commonBases: commonBaseRows(
      native,
      chain?.routing.commonBases ?? [],
      chain?.wrappedNativeToken.address,
      selectedIds,
    ),
    rows: unlisted ? [unlistedTokenRow(t, unlisted, unusableDecimalsOf(unlisted))] : rows,
    loading,
    unlisted: unlisted && {
      address: unlisted.address,
      token: importableToken(unlisted)?.token ?? null,
    },
    // The rule applies to what is typed now, not to the debounced text.
    idOnEnter: () =>
      idOnEnter(
        query,
        query === debouncedQuery ? results : index.search(query.trim()),
        NATIVE_CURRENCY_ID,
        selectedIds,
      ),
  };
}

/** The manage view's lists and custom tokens, and its list import's checks and download. */
function useManage(
  open: boolean,
  tokenInput: string,
  setTokenInput: (input: string) => void,
): TokenSelectFlowProps<Token>['manage'] {
  const { t } = useTranslation();
  const chainId = useAtomValue(activeChainIdAtom);
  const state = useAtomValue(listsStateAtom);
  const userTokens = useAtomValue(userTokensAtom);
  // Reading it while Manage is open fetches the inactive lists: only then, while the user looks.
  useAtomValue(open ? inactiveListsFetchAtom : NOTHING);
  const unlisted = useUnlistedToken(tokenInput);
  const checks = manageTokensChecks(t, {
    gateways: listsConfig.gateways,
    mayFetch: siteMayFetch,
    reason: (error) => listErrorReason(error, t),
  });
  const unusable = unusableDecimalsOf(unlisted);
  const tokenError =
    checks.tokenAddressError(tokenInput) ?? (unusable ? unusableTokenText(t, unusable) : null);
  return {
    lists: managedListRows(t, managedLists(state, listsConfig.unsupportedListUrls)),
    onToggleList: useSetAtom(toggleListAtom),
    onUpdateList: useSetAtom(acceptListUpdateAtom),
    onRemoveList: useSetAtom(removeListAtom),
    tokenInput,
    onTokenInputChange: setTokenInput,
    ...(tokenError ? { tokenInputError: tokenError } : {}),
    foundToken: importableToken(unlisted),
    customTokens: customTokenRows(userTokens, (address) => addressExplorerUrl(chainId, address)),
    onRemoveToken: useSetAtom(removeUserTokenAtom),
    onClearTokens: useSetAtom(clearUserTokensAtom),
    listLocationError: checks.locationError,
    listHostError: checks.hostError,
    fetchList: async (location) => {
      try {
        return importListPreview(t, location, await fetchListFromLocation(location));
      } catch (error) {
        return { error: checks.importFailure(error) };
      }
    },
  };
}

/** The import view's rows: only an active list lends its name (@dex/token-lists' activeListSource). */
function useImportTokenRows() {
  const { t } = useTranslation();
  const chainId = useAtomValue(activeChainIdAtom);
  const state = useAtomValue(listsStateAtom);
  return (tokens: readonly (Token | UnusableToken)[]) =>
    tokens.map((token) =>
      importTokenRow(t, token, {
        source: activeListSource(state, chainId, token.address, listsConfig.defaultListUrls),
        href: addressExplorerUrl(chainId, token.address),
        unusable: unusableDecimalsOf(token),
      }),
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
  const importTokenRows = useImportTokenRows();
  return (
    <ImportTokenDialog
      isOpen
      onDismiss={props.onDismiss}
      {...(props.onBack ? { onBack: props.onBack } : {})}
      tokens={importTokenRows(props.tokens)}
      onImport={props.onImport}
      labels={importTokenLabels(t, props.title)}
    />
  );
}

/** Reads an atom that may not exist (no account): the fallback then. */
function useAtomValueOrDefault<T, F>(target: Atom<T> | null, fallback: F): T | F {
  const value = useAtomValue(target ?? NOTHING);
  return target ? (value as T) : fallback;
}
