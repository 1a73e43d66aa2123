// How our tests start Debian's Chromium on these machines (TOOLCHAIN.md): without the networking
// flags it stalls at start-up, reaching for Google's hosts through a closed network.
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);
