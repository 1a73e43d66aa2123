// The Content-Security-Policy the app is served with, derived as build/siteHeaders.ts derives
// dist/_headers, so the app can say why a fetch would be refused; kept out of appConfig.ts so the
// wallet SDKs' host lists load with the token dialogs, not with /swap's first download.
import {
  type CspDirective,
  connectAllowed,
  type DappPolicyConfig,
  dappCspDirectives,
} from '@dex/primitives';
import { walletSdkSources } from '@dex/wallet';
import { type AppConfig, resolveAppConfig } from '../appConfig';
import type { AppEnv } from '../buildTarget';

/** What this build's Content-Security-Policy must allow (@dex/primitives' dappCspDirectives). */
export function dappPolicyOf(config: AppConfig): DappPolicyConfig {
  return {
    devnet: config.target === 'devnet',
    rpcUrls: Object.values(config.rpcUrls),
    gatewayUrls: [...config.lists.gateways.ipfs, ...config.lists.gateways.ipns],
    serviceUrls: [config.claimLookupUrl, config.analyticsEndpoint],
    walletSources: walletSdkSources(config),
    extraConnectSources: config.extraConnectSources,
  };
}

// Derived on first use: the build imports this module for dappPolicyOf alone.
let siteDirectives: CspDirective[] | undefined;

/** Whether the site's policy lets the page fetch `url`. */
export function siteMayFetch(url: string): boolean {
  siteDirectives ??= dappCspDirectives(dappPolicyOf(resolveAppConfig(import.meta.env as AppEnv)));
  return connectAllowed(siteDirectives, url, window.location.origin);
}
