// Where a build of the app is served from, and so how the spec's routes (/swap, /vote/{id}, ...)
// appear in its URLs. Dependency-free: vite.config.ts reads it for `base`, main.tsx for the router.
//
// - `./` (production default): every URL the page loads is relative to index.html and the route
//   lives in the fragment (`…/#/swap`). The same files work at a domain's root, under any sub-path
//   and from an IPFS gateway's /ipfs/<cid>/, on hosts that serve files and nothing else: a reload
//   always asks for the folder's index.html, never for a path the host does not have.
// - `/` or `/some/path/` (devnet default: `pnpm dev` and the journeys): the route is the URL's path
//   under that base. The host must answer every route with index.html (nginx `try_files`, an
//   object store's error document, Netlify/Cloudflare Pages do it by default).
import { type AppEnv, BuildConfigError, type BuildTarget, envText } from '../buildTarget.ts';

/** The build's public path: `./`, `/`, or an absolute path such as `/dex/`. */
export const PUBLIC_PATH_VARIABLE = 'VITE_PUBLIC_PATH';

export const RELATIVE_PUBLIC_PATH = './';

// Plain path segments only: nothing that could escape the folder or need encoding in a URL.
const ABSOLUTE_PUBLIC_PATH = /^\/([A-Za-z0-9._~-]+\/)*$/;

/** VITE_PUBLIC_PATH, else `./` for production builds and `/` for devnet builds; anything else fails the build. */
export function publicPathFor(env: AppEnv, target: BuildTarget): string {
  const configured = envText(env, PUBLIC_PATH_VARIABLE);
  if (configured === undefined) return target === 'production' ? RELATIVE_PUBLIC_PATH : '/';
  if (configured === RELATIVE_PUBLIC_PATH) return configured;
  if (!ABSOLUTE_PUBLIC_PATH.test(configured) || /\/\.{1,2}\//.test(configured)) {
    throw new BuildConfigError(
      `${PUBLIC_PATH_VARIABLE}=${configured} must be ./ (any path, routes after #) or an absolute folder path such as /dex/.`,
    );
  }
  return configured;
}

export type RouterMode =
  /** The route is the URL's fragment: `#/swap?inputCurrency=ETH`. */
  | { readonly kind: 'hash' }
  /** The route is the URL's path under `basename` (`/` at a domain's root). */
  | { readonly kind: 'path'; readonly basename: string };

/** How the running build's routes appear in URLs, from its public path (Vite's BASE_URL). */
export function routerModeFor(baseUrl: string): RouterMode {
  if (!baseUrl.startsWith('/')) return { kind: 'hash' };
  const basename = baseUrl.replace(/\/+$/, '');
  return { kind: 'path', basename: basename === '' ? '/' : basename };
}

/** The href that loads the app afresh at `route` (a path such as `/swap`), for full-page links. */
export function appHref(mode: RouterMode, route: string): string {
  if (mode.kind === 'hash') return `./#${route}`;
  return mode.basename === '/' ? route : `${mode.basename}${route}`;
}
