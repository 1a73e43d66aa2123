// Which network a build of the app is for, and the check that a production build carries no devnet
// settings. Dependency-free on purpose: vite.config.ts imports it before any workspace package can
// be resolved, and the app reads the same rule at run time.

/** `1` builds for the local devnet, `0` for the public networks; unset: `vite` devnet, `vite build` production. */
export const DEVNET_BUILD_VARIABLE = 'VITE_DEVNET_BUILD';

/** More connect-src sources for the built app's policy, e.g. `https:` for lists on any https host. */
export const EXTRA_CONNECT_SOURCES_VARIABLE = 'VITE_CSP_CONNECT_SRC';

/** The local devnet's chain id (tooling/devnet, anvil). */
export const DEVNET_CHAIN_ID = 31337;

/** The spec's default network (000 §9) for production builds. */
export const PRODUCTION_DEFAULT_CHAIN_ID = 1;

export type BuildTarget = 'devnet' | 'production';

/** Vite's command: `serve` for the dev server (and vitest), `build` for `vite build`. */
export type ViteCommand = 'serve' | 'build';

/** The VITE_ variables as Vite hands them to the app (`import.meta.env`) or reads them at build time. */
export type AppEnv = Readonly<Record<string, string | boolean | undefined>>;

/**
 * A build asked for something inconsistent; the message says what and how to fix it. The one error
 * that is not a DexError: it stops `vite build` (never reaches a user) and this file must load
 * before any workspace package resolves (see above).
 */
export class BuildConfigError extends Error {
  override readonly name = 'BuildConfigError';
}

/** A VITE_ variable as trimmed text, or undefined when unset or empty. */
export function envText(env: AppEnv, key: string): string | undefined {
  const value = env[key];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * The build target from VITE_DEVNET_BUILD (`1`/`true` devnet, `0`/`false` production); when it is
 * unset the dev server is a devnet build and `vite build` a production one.
 */
export function buildTarget(env: AppEnv, command: ViteCommand): BuildTarget {
  const raw = envText(env, DEVNET_BUILD_VARIABLE)?.toLowerCase();
  if (raw === undefined) return command === 'serve' ? 'devnet' : 'production';
  if (raw === '1' || raw === 'true') return 'devnet';
  if (raw === '0' || raw === 'false') return 'production';
  throw new BuildConfigError(
    `${DEVNET_BUILD_VARIABLE} must be 1 (a devnet build) or 0 (a production build), not "${raw}".`,
  );
}

/** The target the running app was built for: vite.config.ts always sets VITE_DEVNET_BUILD to 1 or 0. */
export function runtimeTarget(env: AppEnv): BuildTarget {
  return buildTarget(env, 'build');
}

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]', '0.0.0.0', '[::]']);

/**
 * True for URLs on this machine: localhost, 127.0.0.0/8, ::1 (the devnet lives there), also as
 * browsers reach them: a trailing dot ("localhost.") and IPv4-mapped IPv6 ([::ffff:127.0.0.1],
 * which the URL parser writes as [::ffff:7f00:1]).
 */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (hostname.endsWith('.') && !hostname.startsWith('[')) hostname = hostname.slice(0, -1);
  // The parser has already serialised an IPv6 host to its shortest form.
  const mapped = /^\[::ffff:([0-9a-f]{1,4}):[0-9a-f]{1,4}\]$/.exec(hostname);
  if (mapped) {
    const high = Number.parseInt(mapped[1] ?? '', 16);
    return high >>> 8 === 127 || hostname === '[::ffff:0:0]';
  }
  return (
    LOOPBACK_HOSTS.has(hostname) ||
    hostname.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  );
}

function protocolOf(url: string): string | undefined {
  try {
    return new URL(url).protocol;
  } catch {
    return undefined;
  }
}

/** Variables holding URLs the built app calls or links to (read RPCs, claim service, explorers). */
function urlVariables(env: AppEnv): Array<{ key: string; value: string }> {
  return Object.keys(env)
    .sort()
    .flatMap((key) => {
      const value = envText(env, key);
      if (value === undefined) return [];
      const fetched =
        key.startsWith('VITE_RPC_URL_') ||
        key.startsWith('VITE_EXPLORER_URL_') ||
        key === 'VITE_CLAIM_LOOKUP_URL' ||
        key === 'VITE_ANALYTICS_ENDPOINT';
      return fetched ? [{ key, value }] : [];
    });
}

/**
 * What makes `env` unfit for a production build: the devnet's chain, services or RPC, URLs on this
 * machine, or endpoints without TLS (an https page cannot call them). Empty when it is fine.
 */
export function productionEnvProblems(env: AppEnv): string[] {
  const problems: string[] = [];
  const chainId = envText(env, 'VITE_DEFAULT_CHAIN_ID');
  if (chainId !== undefined && Number(chainId) === DEVNET_CHAIN_ID) {
    problems.push(`VITE_DEFAULT_CHAIN_ID=${chainId} is the local devnet`);
  }
  const services = envText(env, 'VITE_DEVNET_SERVICES_URL');
  if (services !== undefined) {
    problems.push(`VITE_DEVNET_SERVICES_URL=${services} only exists on the devnet`);
  }
  for (const { key, value } of urlVariables(env)) {
    if (key === `VITE_RPC_URL_${DEVNET_CHAIN_ID}`) {
      problems.push(`${key}=${value} is the local devnet's node`);
    } else if (isLoopbackUrl(value)) {
      problems.push(`${key}=${value} points at this machine`);
    } else if (protocolOf(value) !== 'https:') {
      problems.push(`${key}=${value} must be an https URL`);
    }
  }
  for (const source of extraConnectSources(env)) {
    if (isLoopbackUrl(source)) {
      problems.push(`${EXTRA_CONNECT_SOURCES_VARIABLE}: ${source} points at this machine`);
    } else if (!/^(https|wss):/i.test(source)) {
      problems.push(`${EXTRA_CONNECT_SOURCES_VARIABLE}: ${source} must be https or wss`);
    }
  }
  return problems;
}

// A scheme (`https:`) or an origin (`https://host[:port]`, `*.` and `:*` wildcards): nothing that
// could close the directive or add keywords.
const CONNECT_SOURCE = /^(https?|wss?):(\/\/(\*\.)?[a-z0-9.-]+(:(\d{1,5}|\*))?)?$/i;

/** The extra connect-src sources VITE_CSP_CONNECT_SRC lists (space-separated). */
export function extraConnectSources(env: AppEnv): string[] {
  return envText(env, EXTRA_CONNECT_SOURCES_VARIABLE)?.split(/\s+/) ?? [];
}

/** What makes `env` unusable for any build (both targets). */
export function envProblems(env: AppEnv): string[] {
  const problems: string[] = [];
  const chainId = envText(env, 'VITE_DEFAULT_CHAIN_ID');
  if (chainId !== undefined && !(Number.isSafeInteger(Number(chainId)) && Number(chainId) > 0)) {
    problems.push(`VITE_DEFAULT_CHAIN_ID=${chainId} is not a chain id`);
  }
  for (const source of extraConnectSources(env)) {
    if (!CONNECT_SOURCE.test(source)) {
      problems.push(
        `${EXTRA_CONNECT_SOURCES_VARIABLE}: "${source}" is neither a scheme (https:) nor an origin (https://host)`,
      );
    }
  }
  return problems;
}

/**
 * Fails loudly (BuildConfigError) when a build would carry the wrong network's settings: a
 * production build must not quietly ship the devnet's chain, node or services.
 */
export function assertBuildEnv(env: AppEnv, target: BuildTarget): void {
  const problems = [
    ...envProblems(env),
    ...(target === 'production' ? productionEnvProblems(env) : []),
  ];
  if (problems.length === 0) return;
  const hint =
    target === 'production'
      ? `Set ${DEVNET_BUILD_VARIABLE}=1 for a devnet build (the end-to-end tests do), or unset these variables for a mainnet build.`
      : 'Fix these variables.';
  throw new BuildConfigError(
    `Refusing a ${target} build of the app:\n${problems.map((p) => `  - ${p}`).join('\n')}\n${hint}`,
  );
}
