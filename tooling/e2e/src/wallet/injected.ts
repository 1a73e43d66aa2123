// The page side of the devnet wallet. Playwright serialises this function into an init script, so it
// runs before any page script and must not reference anything outside its own body (no imports, no
// module-level helpers): only its argument and the page's globals.
import type { InjectedWalletConfig, WalletResponse } from './protocol';

type Listener = (payload: unknown) => void;

export function installInjectedWallet(config: InjectedWalletConfig): void {
  const host = window as unknown as Record<string, unknown>;
  // Init scripts run again in every frame and on every navigation; one provider per document.
  if (host[config.emitterName]) return;

  const listeners = new Map<string, Set<Listener>>();

  // A plain Error with EIP-1193's fields; no class syntax, so the transpiled text stays self-contained.
  const providerError = (code: number, message: string, data?: unknown) =>
    Object.assign(new Error(message), { name: 'ProviderRpcError', code, data });

  const emit = (event: string, payload: unknown): void => {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        listener(payload);
      } catch (error) {
        // A throwing listener must not stop the others, as with Node's EventEmitter-based wallets.
        console.error(error);
      }
    }
  };

  const provider = {
    isDevnetWallet: true,
    async request(args: { method: string; params?: unknown }): Promise<unknown> {
      if (!args || typeof args.method !== 'string') {
        throw providerError(-32602, 'Expected a request object with a method name.');
      }
      const bridge = host[config.bridgeName] as
        | ((request: { method: string; params?: unknown }) => Promise<WalletResponse>)
        | undefined;
      if (!bridge) throw providerError(4900, 'Devnet Wallet is not connected to the test.');
      const response = await bridge(
        args.params === undefined
          ? { method: args.method }
          : { method: args.method, params: args.params },
      );
      if ('error' in response) {
        throw providerError(response.error.code, response.error.message, response.error.data);
      }
      return response.result;
    },
    on(event: string, listener: Listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
    off(event: string, listener: Listener) {
      return provider.removeListener(event, listener);
    },
  };

  Object.defineProperty(host, config.emitterName, {
    value: Object.freeze({ emit }),
    enumerable: false,
  });
  if (config.legacyGlobal) {
    Object.defineProperty(host, 'ethereum', {
      value: provider,
      configurable: true,
      writable: true,
    });
  }

  const detail = Object.freeze({ info: Object.freeze({ ...config.info }), provider });
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
}
