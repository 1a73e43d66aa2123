import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The devnet's ports can move (DEVNET_PORT, DEVNET_SERVICES_PORT); point the app at them without a
// manual step unless the VITE_ variables say otherwise.
const devnetHost = '127.0.0.1';
process.env.VITE_RPC_URL_31337 ??= `http://${devnetHost}:${process.env.DEVNET_PORT || 8545}`;
process.env.VITE_DEVNET_SERVICES_URL ??= `http://${devnetHost}:${process.env.DEVNET_SERVICES_PORT || 8546}`;

// Workspace packages resolve from source (the "@dex/source" export condition), so the app never
// needs them built first. That includes @dex/ui-kit's *.css.ts files, hence the vanilla-extract plugin.
// Its compiler evaluates our *.css.ts files in Vite's SSR environment, which must resolve from source
// too: otherwise `vars` would come from the kit's dist build, whose CSS variable names differ.
const clientConditions = ['@dex/source', 'module', 'browser', 'development|production'];
const serverConditions = ['@dex/source', 'module', 'node', 'development|production'];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { conditions: clientConditions },
  environments: { ssr: { resolve: { conditions: serverConditions } } },
});
