// Which stored values an app may take as given, by the kind of origin it runs in; the app says
// which of its values are trusted how (its trust table), this module applies it to storage.
//
// The browser gives localStorage to an origin (scheme, host and port), not to a site. On the app's
// own domain, on DNSLink and on a subdomain gateway (`<cid>.ipfs.dweb.link`) the origin is the
// app's alone. On an IPFS *path* gateway (`https://ipfs.io/ipfs/<cid>/`) every site the gateway
// serves shares one origin, and any of them can write our keys. There:
// - every key is kept under the content's path (`/ipfs/<cid>/dex.user.userExpertMode`), so what
//   other sites and other versions of the app store never mixes with ours by accident;
// - that alone protects nothing against a hostile site: our CID is public, so it can write the
//   prefixed key as easily as the bare one, and no secret can be kept from a page of the same
//   origin. So a value that could cost the user money if planted is never read back there
//   (`thisVisitOnly`: expert mode, imported tokens, token lists with their cached contents), or is
//   read back only where it is harmless (`capped`: slippage up to 5%, the default deadline or
//   less). The user is asked again through the app's own confirmations: the expert mode dialog,
//   the token warning, the list import, the slippage and deadline settings.
// Everything else stored (language, theme, single hop, tracked pairs, transactions, the last
// wallet) can at worst change what the app shows, never what a signature spends, and is kept.
import type { KeyValueStorage } from './storage';

export type HostingOrigin =
  /** An origin of the app's own: its domain, DNSLink, a subdomain gateway, this machine. */
  | { readonly kind: 'own' }
  /** An IPFS path gateway, shared with every site it serves; `contentPath` is `/ipfs/<cid>/`. */
  | { readonly kind: 'pathGateway'; readonly contentPath: string };

// `/ipfs/<cid>/…` or `/ipns/<name>/…` (a DNSLink name such as app.example.org, or a key).
const PATH_GATEWAY_PATH = /^\/(ipfs|ipns)\/([A-Za-z0-9][A-Za-z0-9._-]*)(?:\/|$)/;

/**
 * The origin kind of a page at `location`. Subdomain gateways serve the content at the host's root
 * and give no `/ipfs/` path; the path alone tells a path gateway, whatever its host (ipfs.io, a
 * pinning service, a local node at 127.0.0.1:8080).
 */
export function hostingOriginOf(location: { readonly pathname: string }): HostingOrigin {
  const match = PATH_GATEWAY_PATH.exec(location.pathname);
  if (!match) return { kind: 'own' };
  return { kind: 'pathGateway', contentPath: `/${match[1]}/${match[2]}/` };
}

/** How far a stored value may be taken as given where another site may have written it. */
export type StoredValueTrust<T> =
  | typeof TRUSTED_STORED_VALUE
  | typeof THIS_VISIT_ONLY
  /** Read back on a shared origin only as `cap` makes it (a safe value in place of a risky one). */
  | { readonly kind: 'capped'; cap(stored: T): T };

/** Harmless whatever it holds: read back everywhere. */
export const TRUSTED_STORED_VALUE = { kind: 'trusted' } as const;

/** Never read back on a shared origin: it starts from its default on every visit there. */
export const THIS_VISIT_ONLY = { kind: 'thisVisitOnly' } as const;

/** The key a value is stored under where the app runs: scoped by the content's path on a gateway. */
export function storageKeyFor(origin: HostingOrigin, key: string): string {
  return origin.kind === 'own' ? key : `${origin.contentPath}${key}`;
}

/**
 * `storage` as the app may use it for a value of `trust` where it runs: as it is on an origin of
 * its own; on a path gateway with every key scoped by the content's path, or none at all (the value
 * lives in memory for this visit) for a value that is never read back there.
 */
export function storageFor<T>(
  origin: HostingOrigin,
  storage: KeyValueStorage,
  trust: StoredValueTrust<T>,
): KeyValueStorage | undefined {
  if (origin.kind === 'own') return storage;
  if (trust.kind === 'thisVisitOnly') return undefined;
  const scoped = (key: string) => storageKeyFor(origin, key);
  return {
    getItem: (key) => storage.getItem(scoped(key)),
    setItem: (key, value) => storage.setItem(scoped(key), value),
    removeItem: (key) => storage.removeItem(scoped(key)),
  };
}

/** A value read from storage as the app may use it where it runs. */
export function trustedStoredValue<T>(
  origin: HostingOrigin,
  trust: StoredValueTrust<T>,
  stored: T,
): T {
  return origin.kind === 'pathGateway' && trust.kind === 'capped' ? trust.cap(stored) : stored;
}
