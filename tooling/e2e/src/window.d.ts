// What the injected wallet puts on window, for page.evaluate() callbacks in journeys.
import type { EIP1193Provider } from './wallet/protocol';

declare global {
  interface Window {
    ethereum?: EIP1193Provider;
  }
}
