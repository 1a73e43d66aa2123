// An EIP-1193 wallet over anvil's JSON-RPC for the app's devnet tests: anvil signs and sends for
// its unlocked dev accounts. `fetch` is passed in because the unit-test setup disables the global one.
export function anvilWallet(rpcUrl: string, fetchFn: typeof fetch) {
  let id = 0;
  return {
    async request({ method, params }: { method: string; params?: readonly unknown[] }) {
      const response = await fetchFn(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }),
      });
      const body = (await response.json()) as { result?: unknown; error?: { message: string } };
      if (body.error) throw new Error(body.error.message);
      return body.result;
    },
    on() {},
    removeListener() {},
  };
}
