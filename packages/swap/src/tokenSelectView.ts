// What the token dialogs show (spec 000 §2 token select, manage, import token and import list) in
// the reader's words: every label, the rows of an unlisted or unusable token, the import dialog's
// token rows, the managed lists' token counts and the custom tokens. The rows and lists
// themselves are @dex/token-lists' (tokenSelectRows, managedLists, activeListSource); the app only
// reads them and adds handlers. Plain data, so the dialogs' texts are tested without React.
import type { Translator } from '@dex/primitives';

export type TokenSelectMessage =
  | 'tokens.selectTitle'
  | 'tokens.searchPlaceholder'
  | 'tokens.commonBases'
  | 'tokens.noResults'
  | 'swap.loading'
  | 'tokens.manageLists'
  | 'tokens.manage'
  | 'tokens.listsTab'
  | 'tokens.tokensTab'
  | 'tokens.listPlaceholder'
  | 'tokens.addList'
  | 'settings.on'
  | 'settings.off'
  | 'tokens.viewList'
  | 'tokens.updateList'
  | 'tokens.remove'
  | 'tokens.removePrompt'
  | 'tokens.cancel'
  | 'tokens.tokenPlaceholder'
  | 'tokens.tokenAddress'
  | 'tokens.customTokens'
  | 'tokens.clearAll'
  | 'tokens.tip'
  | 'tokens.importTokenTitle'
  | 'tokens.importTokenWarning'
  | 'tokens.importListTitle'
  | 'tokens.importListWarning'
  | 'tokens.importListSellBack'
  | 'tokens.understand'
  | 'tokens.import'
  | 'tokens.back'
  | 'txDialog.close'
  | 'tokens.unusableShort'
  | 'tokens.unusableDecimals'
  | 'tokens.foundOn'
  | 'tokens.unknownSource'
  | 'tokens.tokenCount';

/** Every fixed text of the token select flow's four views; Manage counts the custom tokens. */
export function tokenSelectLabels(t: Translator<TokenSelectMessage>, customTokenCount: number) {
  return {
    search: {
      title: t('tokens.selectTitle'),
      searchPlaceholder: t('tokens.searchPlaceholder'),
      commonBases: t('tokens.commonBases'),
      noResults: t('tokens.noResults'),
      loading: t('swap.loading'),
      manageLists: t('tokens.manageLists'),
    },
    manage: {
      title: t('tokens.manage'),
      listsTab: t('tokens.listsTab'),
      tokensTab: t('tokens.tokensTab'),
      listPlaceholder: t('tokens.listPlaceholder'),
      addList: t('tokens.addList'),
      on: t('settings.on'),
      off: t('settings.off'),
      viewList: t('tokens.viewList'),
      update: t('tokens.updateList'),
      remove: t('tokens.remove'),
      removePrompt: t('tokens.removePrompt'),
      cancel: t('tokens.cancel'),
      tokenPlaceholder: t('tokens.tokenPlaceholder'),
      tokenAddress: t('tokens.tokenAddress'),
      customTokens: t('tokens.customTokens', { count: customTokenCount }),
      clearAll: t('tokens.clearAll'),
      tip: t('tokens.tip'),
    },
    importToken: {
      title: t('tokens.importTokenTitle'),
      warning: t('tokens.importTokenWarning'),
    },
    importList: {
      title: t('tokens.importListTitle'),
      warning: t('tokens.importListWarning'),
      warningSellBack: t('tokens.importListSellBack'),
      understand: t('tokens.understand'),
    },
    import: t('tokens.import'),
    back: t('tokens.back'),
    close: t('txDialog.close'),
  };
}

/** The import-token dialog's texts under `title` (the token warning's and the flow's own). */
export const importTokenLabels = (t: Translator<TokenSelectMessage>, title: string) => ({
  title,
  warning: t('tokens.importTokenWarning'),
  import: t('tokens.import'),
  back: t('tokens.back'),
  close: t('txDialog.close'),
});

/** A token's symbol, name and address as a dialog row shows them (untrusted: text only). */
interface TokenTexts {
  readonly address: string;
  readonly symbol?: string | undefined;
  readonly name?: string | undefined;
}

/** Decimals no trade can use (@dex/token-lists' InvalidTokenDecimalsError) and the limit. */
export interface UnusableDecimals {
  readonly decimals: number | bigint;
  readonly max: number;
}

/** Why a token cannot be used: the short form fits a token row, the long one a message. */
export function unusableTokenText(
  t: Translator<TokenSelectMessage>,
  { decimals, max }: UnusableDecimals,
  short = false,
): string {
  return t(short ? 'tokens.unusableShort' : 'tokens.unusableDecimals', {
    decimals: String(decimals),
    max,
  });
}

/**
 * The search's one row for a typed address on no active list: import it, or (unusable decimals)
 * why it cannot be.
 */
export function unlistedTokenRow(
  t: Translator<TokenSelectMessage>,
  token: TokenTexts,
  unusable: UnusableDecimals | null,
) {
  return {
    id: token.address,
    symbol: token.symbol ?? '',
    name: token.name ?? '',
    ...(unusable
      ? { unusableReason: unusableTokenText(t, unusable, true) }
      : { importLabel: t('tokens.import') }),
  };
}

/**
 * A row of the import-token dialog: the list it is found on (`source`, only an active list's
 * name; null for none), its explorer link, and why it cannot be imported when it is unusable.
 */
export function importTokenRow(
  t: Translator<TokenSelectMessage>,
  token: TokenTexts,
  {
    source,
    href,
    unusable,
  }: {
    readonly source: string | null;
    readonly href: string | undefined;
    readonly unusable: UnusableDecimals | null;
  },
) {
  return {
    address: token.address,
    symbol: token.symbol ?? '',
    name: token.name ?? '',
    ...(href ? { addressHref: href } : {}),
    source: source ? t('tokens.foundOn', { list: source }) : t('tokens.unknownSource'),
    ...(unusable ? { unusableReason: unusableTokenText(t, unusable) } : {}),
  };
}

/** Manage's lists with their token counts written out (none while a list has not loaded). */
export function managedListRows<List extends { readonly tokenCount?: number }>(
  t: Translator<TokenSelectMessage>,
  lists: readonly List[],
): (Omit<List, 'tokenCount'> & { tokenCount?: string })[] {
  return lists.map(({ tokenCount, ...list }) => ({
    ...list,
    ...(tokenCount !== undefined
      ? { tokenCount: t('tokens.tokenCount', { count: tokenCount }) }
      : {}),
  }));
}

/** Manage's custom tokens, each with its explorer link where the chain has one. */
export const customTokenRows = (
  tokens: readonly TokenTexts[],
  hrefOf: (address: string) => string | undefined,
) =>
  tokens.map((token) => {
    const href = hrefOf(token.address);
    return {
      address: token.address,
      symbol: token.symbol ?? '',
      name: token.name ?? '',
      ...(href ? { href } : {}),
    };
  });

/** Import List's preview of a downloaded list: its name, where it is from and its token count. */
export const importListPreview = (
  t: Translator<TokenSelectMessage>,
  url: string,
  list: { readonly name: string; readonly tokens: readonly unknown[] },
) => ({
  list: { name: list.name, url, tokenCount: t('tokens.tokenCount', { count: list.tokens.length }) },
});
