// What each wallet SDK the connectors load needs a page's Content-Security-Policy to allow, kept
// beside the connectors so a new SDK version's hosts change in the package that pins it.
import type { CspSourceSet } from '@dex/primitives';

/** What WalletConnect's provider and modal load (relay, RPC, wallet list, verify frame, fonts). */
export const WALLETCONNECT_SOURCES = {
  connect: ['rpc', 'relay', 'pulse', 'keys', 'notify', 'echo', 'push'].flatMap((service) => [
    `https://${service}.walletconnect.com`,
    `https://${service}.walletconnect.org`,
    ...(service === 'relay'
      ? ['wss://relay.walletconnect.com', 'wss://relay.walletconnect.org']
      : []),
  ]),
  api: ['https://api.web3modal.com', 'https://api.web3modal.org'],
  frame: [
    'https://verify.walletconnect.com',
    'https://verify.walletconnect.org',
    'https://secure.walletconnect.com',
    'https://secure.walletconnect.org',
  ],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com', 'https://fonts.reown.com'],
} as const;

/**
 * What the Coinbase Wallet SDK calls: its RPC proxy and the wallet-link relay (QR to the app); it
 * also injects <style> elements.
 */
export const COINBASE_WALLET_SOURCES = {
  connect: [
    'https://rpc.wallet.coinbase.com',
    'https://www.walletlink.org',
    'wss://www.walletlink.org',
  ],
  style: ["'unsafe-inline'"],
} as const;

/**
 * Magic's SDK shows its login in an iframe from its auth host and does its own networking inside
 * that frame. (Coinbase Smart Wallet opens keys.coinbase.com in a pop-up window, which the page's
 * policy does not govern; its RPC host is in COINBASE_WALLET_SOURCES.)
 */
export const MAGIC_SOURCES = { frame: ['https://auth.magic.link'] } as const;

/** Which wallet SDKs a page offers. */
export interface OfferedWalletSdks {
  readonly walletConnect: boolean;
  readonly coinbaseWallet: boolean;
  readonly magic: boolean;
}

/** What the offered SDKs need, merged per directive in a fixed order (the policy text is stable). */
export function walletSdkSources(offered: OfferedWalletSdks): Required<CspSourceSet> {
  const walletConnect = offered.walletConnect;
  const coinbase = offered.coinbaseWallet;
  return {
    connect: [
      ...(walletConnect ? [...WALLETCONNECT_SOURCES.connect, ...WALLETCONNECT_SOURCES.api] : []),
      ...(coinbase ? COINBASE_WALLET_SOURCES.connect : []),
    ],
    style: [
      ...(coinbase ? COINBASE_WALLET_SOURCES.style : []),
      ...(walletConnect ? WALLETCONNECT_SOURCES.style : []),
    ],
    frame: [
      ...(walletConnect ? WALLETCONNECT_SOURCES.frame : []),
      ...(offered.magic ? MAGIC_SOURCES.frame : []),
    ],
    font: walletConnect ? [...WALLETCONNECT_SOURCES.font] : [],
  };
}
