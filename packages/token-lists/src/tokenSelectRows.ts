// The token select dialog's rows (spec 000 §2): the common bases, then the native coin first and
// the search results, with balances; and the Enter rule. Plain data, so any UI can render them.
import type { Token as ChainToken, NativeCurrency } from '@dex/chains';
import { localizedSignificant, shortenSymbol } from '@dex/primitives';
import type { AnyToken } from './activeTokens';
import { selectOnEnter, type TokenSearchIndex } from './search';
import { normalizeAddress } from './tokenMap';

/** One row of the token select dialog. */
export interface TokenSelectRow {
  /** The native coin's currency id, else the token address. */
  readonly id: string;
  readonly symbol: string;
  readonly name: string;
  /** The balance written for the locale; omitted while unknown or without an account. */
  readonly balance?: string;
  /** Already chosen (this side or the other): shown, not selectable. */
  readonly disabled?: boolean;
  /** Logo URLs to try in order. */
  readonly logoSources?: readonly string[];
}

/** The chain's native coin and the currency id the app gives it. */
export interface NativeRowInfo extends NativeCurrency {
  readonly id: string;
}

const lowerCaseSet = (ids: readonly string[]) => new Set(ids.map((id) => id.toLowerCase()));

/** Does the native coin match the query the way tokens do (its symbol or name, by prefix)? */
function nativeMatches(query: string, native: NativeCurrency): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return [native.symbol, native.name].some((text) =>
    text
      .toLowerCase()
      .split(/\s+/)
      .some((word) => word.startsWith(q)),
  );
}

export interface TokenSelectRowsOptions {
  readonly query: string;
  readonly index: TokenSearchIndex<AnyToken>;
  readonly native: NativeRowInfo | undefined;
  readonly balances: Readonly<Record<string, bigint>>;
  readonly nativeBalance: bigint | undefined;
  /** Ids already chosen (this side and the other): shown but not selectable. */
  readonly selectedIds: readonly string[];
  /** Logo URLs for a token, in the order to try them. */
  readonly logoSources?: (token: AnyToken) => readonly string[];
  /** How balances are written (the active number locale). */
  readonly locale: string;
}

// @spec 000 §2.18 Search
/** The search's rows: the native coin when it matches, then the results in search order. */
export function tokenSelectRows(options: TokenSelectRowsOptions): {
  rows: TokenSelectRow[];
  results: readonly AnyToken[];
} {
  const { query, index, native, balances, nativeBalance, selectedIds, logoSources, locale } =
    options;
  const selected = lowerCaseSet(selectedIds);
  const results = index.search(query.trim());
  const rows: TokenSelectRow[] = [];
  if (native && nativeMatches(query, native)) {
    rows.push({
      id: native.id,
      symbol: native.symbol,
      name: native.name,
      ...(nativeBalance !== undefined
        ? { balance: localizedSignificant(nativeBalance, native.decimals, locale) }
        : {}),
      disabled: selected.has(native.id.toLowerCase()),
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

/**
 * The common bases above the search: the native coin, then the chain's routing bases except its
 * wrapped native token (the native coin stands for it); chosen ones are shown disabled.
 */
export function commonBaseRows(
  native: NativeRowInfo | undefined,
  bases: readonly ChainToken[],
  wrappedNativeAddress: string | undefined,
  selectedIds: readonly string[],
): TokenSelectRow[] {
  const selected = lowerCaseSet(selectedIds);
  return [
    ...(native ? [{ id: native.id, symbol: native.symbol, name: native.name }] : []),
    ...bases
      .filter((token) => token.address !== wrappedNativeAddress)
      .map((token) => ({ id: token.address, symbol: token.symbol, name: token.name })),
  ].map((base) => ({ ...base, disabled: selected.has(base.id.toLowerCase()) }));
}

/**
 * The spec's Enter rule: "eth" picks the native coin; else the only or exact-symbol result; null
 * for none, or for one already chosen (`selectedIds`, any case).
 */
export function idOnEnter(
  query: string,
  results: readonly AnyToken[],
  nativeId: string,
  selectedIds: readonly string[] = [],
): string | null {
  const choice = selectOnEnter(query.trim(), results);
  if (!choice) return null;
  const id = choice.kind === 'native' ? nativeId : choice.token.address;
  return selectedIds.some((selected) => selected.toLowerCase() === id.toLowerCase()) ? null : id;
}

/**
 * The address typed in a token field, checksummed (as a wallet takes it: the 0x may be left out);
 * null for anything else, a mixed-case address with a wrong checksum included.
 */
export function typedTokenAddress(text: string): string | null {
  const trimmed = text.trim();
  return normalizeAddress(/^[0-9a-fA-F]{40}$/.test(trimmed) ? `0x${trimmed}` : trimmed);
}

/**
 * The typed address when it names no token of `listed` (the active tokens, by checksummed
 * address): a token to offer for import once its metadata is read; else null.
 */
export function unlistedTokenAddress(
  text: string,
  listed: ReadonlyMap<string, unknown>,
): string | null {
  const address = typedTokenAddress(text);
  return address !== null && !listed.has(address) ? address : null;
}
