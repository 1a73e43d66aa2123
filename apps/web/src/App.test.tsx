import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { App } from './App';

afterEach(() => vi.unstubAllGlobals());

it('shows the devnet and its latest block', async () => {
  vi.stubGlobal('fetch', () =>
    Promise.resolve(new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x10' }))),
  );
  render(<App />);
  expect(screen.getByText('Devnet')).toBeTruthy();
  expect(await screen.findByText('16')).toBeTruthy();
});
