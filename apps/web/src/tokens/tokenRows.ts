// The token select dialog's rows: the native coin first, then the search results, with balances.

import { localizedSignificant } from '@dex/primitives';
import {
  type AnyToken,
  selectOnEnter,
  shortenSymbol,
  type TokenSearchIndex,
} from '@dex/token-lists';
import type { TokenRow } from '@dex/ui-kit';

export const NATIVE_ID = 'ETH';

export interface NativeInfo {
  readonly symbol: string;
  readonly name: string;
  readonly decimals: number;
}

/** Does the native coin match the query the way tokens do (its symbol or name, by prefix)? */
function nativeMatches(query: string, native: NativeInfo): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return [native.symbol, native.name].some((text) =>
    text
      .toLowerCase()
      .split(/\s+/)
      .some((word) => word.startsWith(q)),
  );
}

export function tokenRows(options: {
  readonly query: string;
  readonly index: TokenSearchIndex<AnyToken>;
  readonly native: NativeInfo | undefined;
  readonly balances: Readonly<Record<string, bigint>>;
  readonly nativeBalance: bigint | undefined;
  /** Ids already chosen (this side and the other): shown but not selectable. */
  readonly selectedIds: readonly string[];
  /** Logo URLs for a token, in the order to try them. */
  readonly logoSources?: (token: AnyToken) => readonly string[];
  /** How balances are written (the active number locale). */
  readonly locale: string;
}): { rows: TokenRow[]; results: AnyToken[] } {
  const { query, index, native, balances, nativeBalance, selectedIds, logoSources, locale } =
    options;
  const selected = new Set(selectedIds.map((id) => id.toLowerCase()));
  const results = index.search(query.trim());
  const rows: TokenRow[] = [];
  if (native && nativeMatches(query, native)) {
    rows.push({
      id: NATIVE_ID,
      symbol: native.symbol,
      name: native.name,
      ...(nativeBalance !== undefined
        ? { balance: localizedSignificant(nativeBalance, native.decimals, locale) }
        : {}),
      disabled: selected.has(NATIVE_ID.toLowerCase()),
    });
  }
  for (const token of results) {
    const balance = balances[token.address];
    rows.push({
      id: token.address,
      symbol: shortenSymbol(token.symbol ?? ''),
      name: token.name ?? '',
      ...(logoSources ? { logoSources: logoSources(token) } : {}),
      ...(balance !== undefined
        ? { balance: localizedSignificant(balance, token.decimals, locale) }
        : {}),
      disabled: selected.has(token.address.toLowerCase()),
    });
  }
  return { rows, results };
}

/** The spec's Enter rule: "eth" picks the native coin; else the only or exact-symbol result. */
export function idOnEnter(query: string, results: readonly AnyToken[]): string | null {
  const choice = selectOnEnter(query.trim(), results);
  if (!choice) return null;
  return choice.kind === 'native' ? NATIVE_ID : choice.token.address;
}
