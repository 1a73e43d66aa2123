// The token select dialog (search view) over the lists atoms; the caller gets the chosen id
// ('ETH' or a token address).
import { getChainInfo } from '@dex/chains';
import { TokenSelectDialog } from '@dex/ui-kit';
import { type Atom, atom, useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n';
import { nativeBalanceOfAtom, tokenBalancesAtom } from '../state/nativeBalance';
import { activeChainIdAtom, walletViewAtom } from '../state/wallet';
import { activeTokensAtom, listsLoadingAtom, tokenSearchIndexAtom } from './atoms';
import { idOnEnter, NATIVE_ID, tokenRows } from './tokenRows';

/** Spec §2: the search is debounced by 200 ms. */
export const SEARCH_DEBOUNCE_MS = 200;

export interface TokenSelectModalProps {
  readonly isOpen: boolean;
  readonly onDismiss: () => void;
  readonly onSelect: (id: string) => void;
  /** Ids already chosen on either side. */
  readonly selectedIds: readonly string[];
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function TokenSelectModal(props: TokenSelectModalProps) {
  // Mounted only while open, so balances are read only then and the query starts empty.
  return props.isOpen ? <OpenTokenSelect {...props} /> : null;
}

const NO_BALANCES: Readonly<Record<string, bigint>> = {};

function OpenTokenSelect({ onDismiss, onSelect, selectedIds }: TokenSelectModalProps) {
  const { t } = useTranslation();
  const chainId = useAtomValue(activeChainIdAtom);
  const wallet = useAtomValue(walletViewAtom);
  const account = wallet.status === 'connected' ? wallet.account : null;
  const tokens = useAtomValue(activeTokensAtom);
  const index = useAtomValue(tokenSearchIndexAtom);
  const loading = useAtomValue(listsLoadingAtom);
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebounced(query, SEARCH_DEBOUNCE_MS);
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
  const { rows, results } = tokenRows({
    query: debouncedQuery,
    index,
    native: chain?.nativeCurrency,
    balances,
    nativeBalance,
    selectedIds,
  });
  const selected = new Set(selectedIds.map((id) => id.toLowerCase()));
  const commonBases = [
    ...(chain
      ? [{ id: NATIVE_ID, symbol: chain.nativeCurrency.symbol, name: chain.nativeCurrency.name }]
      : []),
    ...(chain?.routing.commonBases ?? [])
      .filter((token) => token.address !== chain?.wrappedNativeToken.address)
      .map((token) => ({ id: token.address, symbol: token.symbol, name: token.name })),
  ].map((base) => ({ ...base, disabled: selected.has(base.id.toLowerCase()) }));

  const choose = (id: string) => {
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
      rows={rows}
      loading={loading}
      onSelect={choose}
      onEnter={() => {
        // The rule applies to what is typed now, not to the debounced text.
        const id = idOnEnter(
          query,
          query === debouncedQuery ? results : index.search(query.trim()),
        );
        if (id && !selected.has(id.toLowerCase())) choose(id);
      }}
      labels={{
        title: t('tokens.selectTitle'),
        searchPlaceholder: t('tokens.searchPlaceholder'),
        commonBases: t('tokens.commonBases'),
        noResults: t('tokens.noResults'),
        close: t('txDialog.close'),
        loading: t('swap.loading'),
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
