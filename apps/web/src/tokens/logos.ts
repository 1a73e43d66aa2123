// Which token logos this build may load: @dex/token-lists' logo rule (https, the IPFS gateways,
// the asset repository), with logos on this machine only for devnet tokens in a devnet build: a
// production build loads no loopback logo at all.
import { type GatewayConfig, tokenLogoUrls } from '@dex/token-lists';
import { type BuildTarget, DEVNET_CHAIN_ID, isLoopbackUrl } from '../buildTarget';
import { BUILD_TARGET } from '../config';

/** Logos on this machine are for the devnet's own tokens, and only in a devnet build. */
export function loopbackLogosAllowed(chainId: number, target: BuildTarget): boolean {
  return target === 'devnet' && chainId === DEVNET_CHAIN_ID;
}

export function tokenLogoSources(
  token: { readonly chainId: number; readonly address: string; readonly logoURI?: string },
  gateways: GatewayConfig,
  target: BuildTarget = BUILD_TARGET,
): string[] {
  const allowLoopback = loopbackLogosAllowed(token.chainId, target);
  return tokenLogoUrls(token, gateways, { allowLoopback, isLoopback: isLoopbackUrl });
}
