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
