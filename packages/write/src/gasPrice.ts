// The node's gas price alone: its own module so a page that prices gas (a route, the native coin's
// reserve) does not load the estimate-and-send path with it.
import type { RequestFunction } from '@dex/primitives';

/**
 * The node's gas price in wei (`eth_gasPrice`), for what is priced without a write (a route's gas,
 * the native coin's gas reserve); undefined when the node refuses it or answers no number.
 */
export async function readGasPrice(request: RequestFunction): Promise<bigint | undefined> {
  try {
    return BigInt(String(await request({ method: 'eth_gasPrice' })));
  } catch {
    return undefined;
  }
}
