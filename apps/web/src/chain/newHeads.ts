// A push source of new block numbers over the node's WebSocket (eth_subscribe newHeads), so the
// block tracker needs no polling where the node offers it (anvil serves ws on its HTTP port).
// Any failure closes the socket and the tracker falls back to the polls it makes on refresh.
export function newHeadsSource(
  httpUrl: string,
  createSocket: (url: string) => WebSocket = (url) => new WebSocket(url),
): (onBlock: (blockNumber: number) => void) => () => void {
  return (onBlock) => {
    let socket: WebSocket | undefined;
    try {
      socket = createSocket(httpUrl.replace(/^http/, 'ws'));
    } catch {
      return () => {};
    }
    socket.addEventListener('open', () => {
      socket?.send(
        JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_subscribe', params: ['newHeads'] }),
      );
    });
    socket.addEventListener('message', (event) => {
      const number = parseNewHead(event.data);
      if (number !== undefined) onBlock(number);
    });
    return () => socket?.close();
  };
}

/** The block number of an eth_subscription newHeads message; undefined for anything else. */
export function parseNewHead(data: unknown): number | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const message = JSON.parse(data) as {
      method?: unknown;
      params?: { result?: { number?: unknown } };
    };
    const hex = message.params?.result?.number;
    if (
      message.method !== 'eth_subscription' ||
      typeof hex !== 'string' ||
      !/^0x[0-9a-f]+$/i.test(hex)
    ) {
      return undefined;
    }
    return Number.parseInt(hex, 16);
  } catch {
    return undefined;
  }
}
