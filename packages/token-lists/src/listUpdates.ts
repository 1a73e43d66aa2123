import {
  getVersionUpgrade,
  minVersionBump,
  type TokenList,
  VersionUpgrade,
} from '@uniswap/token-lists';

export type ListUpdateDecision =
  | { readonly kind: 'none' }
  | { readonly kind: 'accept'; readonly upgrade: VersionUpgrade }
  | {
      readonly kind: 'reject';
      readonly upgrade: VersionUpgrade;
      readonly required: VersionUpgrade;
    };

/** A list's name and version, as a list-update popup shows them (a full token list fits it). */
export type ListVersionSummary = Pick<TokenList, 'name' | 'version'>;

/** A list update as its popup announces it. */
export interface ListUpdateNotice {
  readonly type: 'listUpdate';
  readonly listUrl: string;
  readonly oldList: ListVersionSummary;
  readonly newList: ListVersionSummary;
  /** Automatic updates only announce the new version; others offer Accept update / Dismiss. */
  readonly auto: boolean;
}

/**
 * Whether a pending update may be applied without asking: a major bump always may; a patch or
 * minor bump only when it covers the change (no removed tokens or changed addresses for a minor,
 * no added tokens either for a patch). A non-increasing version is no update at all.
 * @spec 000 §4.9 Token list fetch
 */
export function decideListUpdate(current: TokenList, update: TokenList): ListUpdateDecision {
  const upgrade = getVersionUpgrade(current.version, update.version);
  if (upgrade === VersionUpgrade.NONE) return { kind: 'none' };
  if (upgrade === VersionUpgrade.MAJOR) return { kind: 'accept', upgrade };
  const required = minVersionBump(current.tokens, update.tokens);
  return upgrade >= required ? { kind: 'accept', upgrade } : { kind: 'reject', upgrade, required };
}

/** Formats a list version as `v1.2.3`. */
export function formatListVersion(version: TokenList['version']): string {
  return `v${version.major}.${version.minor}.${version.patch}`;
}

/**
 * The popup announcing a list update: its notice (names and versions only, not the lists), and
 * a key per list and new version, so the same update announced again replaces its popup.
 */
export function listUpdateNotice(update: Omit<ListUpdateNotice, 'type'>): {
  readonly key: string;
  readonly notice: ListUpdateNotice;
} {
  const { listUrl, oldList, newList, auto } = update;
  const { major, minor, patch } = newList.version;
  return {
    key: `list-${listUrl}-${major}.${minor}.${patch}`,
    notice: {
      type: 'listUpdate',
      listUrl,
      auto,
      oldList: { name: oldList.name, version: oldList.version },
      newList: { name: newList.name, version: newList.version },
    },
  };
}
