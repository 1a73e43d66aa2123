// Minimal block polling for the placeholder page; @dex/multicall's block tracker replaces it when the
// shell is wired.
export interface WatchBlockNumberOptions {
  rpcUrl: string;
  fetch: typeof fetch;
  onBlock: (blockNumber: number) => void;
  onError: (error: Error) => void;
  intervalMs?: number;
}

export function watchBlockNumber(options: WatchBlockNumberOptions): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poll = async () => {
    try {
      const response = await options.fetch(options.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
      });
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      const body = (await response.json()) as { result?: unknown };
      if (typeof body.result !== 'string' || !/^0x[0-9a-f]+$/i.test(body.result)) {
        throw new Error('Received an unexpected block number');
      }
      if (!stopped) options.onBlock(Number.parseInt(body.result, 16));
    } catch (error) {
      if (!stopped) options.onError(error instanceof Error ? error : new Error(String(error)));
    } finally {
      if (!stopped) timer = setTimeout(poll, options.intervalMs ?? 1_000);
    }
  };
  void poll();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
