// This build's security headers and meta-tag policy: the app's configuration (src/appConfig.ts)
// bound to @dex/primitives' policy rules. It imports workspace packages' TypeScript source, so
// the header plugin loads it through Vite's module runner.
import {
  dappCspDirectives,
  formatMetaContentSecurityPolicy,
  securityHeaders,
} from '@dex/primitives';
import { type AppConfig, resolveAppConfig } from '../src/appConfig';
import type { AppEnv } from '../src/buildTarget';
import { dappPolicyOf } from '../src/security/sitePolicy';

/** Every header the built app is served with; HSTS only where the build is served over TLS. */
export function appSecurityHeaders(config: AppConfig): Record<string, string> {
  return securityHeaders(dappCspDirectives(dappPolicyOf(config)), {
    strictTransportSecurity: config.target === 'production',
  });
}

/** The policy for index.html's meta tag (framing is refused by src/security/framing.ts instead). */
export function appMetaContentSecurityPolicy(config: AppConfig): string {
  return formatMetaContentSecurityPolicy(dappCspDirectives(dappPolicyOf(config)));
}

/** The headers file's headers and the meta tag's policy for a build with these VITE_ variables. */
export function siteHeadersFor(env: AppEnv): {
  readonly headers: Record<string, string>;
  readonly metaPolicy: string;
} {
  const config = resolveAppConfig(env);
  return { headers: appSecurityHeaders(config), metaPolicy: appMetaContentSecurityPolicy(config) };
}
