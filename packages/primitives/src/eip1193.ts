// EIP-1193, the JavaScript Ethereum provider API: the one provider shape every package accepts.

/** A JSON-RPC request as EIP-1193 passes it to `request`. */
export interface RequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | object;
}

/** `provider.request` on its own; pass `provider.request.bind(provider)` or a batching transport. */
export type RequestFunction = (args: RequestArguments) => Promise<unknown>;

/** A listener for a provider event; payloads differ per event, so they arrive as unknown. */
export type ProviderListener = (payload: unknown) => void;

/**
 * An EIP-1193 provider: a wallet, a read-only JSON-RPC transport or a test double. The event
 * methods are optional because read-only providers have no events.
 */
export interface Eip1193Provider {
  request(args: RequestArguments): Promise<unknown>;
  on?(event: string, listener: ProviderListener): unknown;
  removeListener?(event: string, listener: ProviderListener): unknown;
}
