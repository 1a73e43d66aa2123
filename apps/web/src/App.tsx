import { getChainInfo } from '@dex/chains';
import { useEffect, useState } from 'react';
import { watchBlockNumber } from './blockNumber';
import { DEFAULT_CHAIN_ID, rpcUrlFor } from './config';

/**
 * Placeholder page until the shell lands: proves the app reads the chain by showing its latest block.
 */
export function App() {
  const chain = getChainInfo(DEFAULT_CHAIN_ID);
  const rpcUrl = rpcUrlFor(DEFAULT_CHAIN_ID);
  const [block, setBlock] = useState<number | undefined>();
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (!rpcUrl) return;
    return watchBlockNumber({
      rpcUrl,
      fetch: window.fetch.bind(window),
      onBlock: (number) => {
        setBlock(number);
        setError(undefined);
      },
      onError: (e) => setError(e.message),
    });
  }, [rpcUrl]);

  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 32 }}>
      <h1>Dex</h1>
      <p>
        Network: <strong>{chain?.name ?? `chain ${DEFAULT_CHAIN_ID}`}</strong>
      </p>
      {!rpcUrl && <p role="alert">No RPC URL configured for chain {DEFAULT_CHAIN_ID}.</p>}
      {rpcUrl && (
        <p aria-live="polite">
          Latest block: <strong data-testid="block-number">{block ?? '…'}</strong>
        </p>
      )}
      {error && <p role="alert">Cannot reach the node: {error}</p>}
    </main>
  );
}
