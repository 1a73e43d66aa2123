import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { abiOnlyArtifactsPlugin } from './build/abiOnlyArtifacts.ts';
import { ethers5ShimsPlugin } from './build/ethers5Shims.ts';
import { oneNobleHashesPlugin } from './build/oneNobleHashes.ts';
import { pureAddressMapsPlugin } from './build/pureAddressMaps.ts';
import { sdkNumbersShimsPlugin } from './build/sdkNumbersShims.ts';
import { securityHeadersPlugin } from './build/securityHeadersPlugin.ts';
import { assertBuildEnv, buildTarget, DEVNET_BUILD_VARIABLE } from './src/buildTarget.ts';
import { publicPathFor } from './src/hosting/publicPath.ts';

// Workspace packages resolve from source (the "@dex/source" export condition), so the app never
// needs them built first. That includes @dex/ui-kit's *.css.ts files, hence the vanilla-extract plugin.
// Its compiler evaluates our *.css.ts files in Vite's SSR environment, which must resolve from source
// too: otherwise `vars` would come from the kit's dist build, whose CSS variable names differ.
const clientConditions = ['@dex/source', 'module', 'browser', 'development|production'];
const serverConditions = ['@dex/source', 'module', 'node', 'development|production'];

// `vite` (the dev server, and vitest) targets the devnet; `vite build` targets mainnet unless
// VITE_DEVNET_BUILD=1 says otherwise (the end-to-end harness does). src/buildTarget.ts has the rules.
export default defineConfig(({ command, mode }) => {
  const root = fileURLToPath(new URL('.', import.meta.url));
  const env: Record<string, string> = loadEnv(mode, root, 'VITE_');
  const target = buildTarget(env, command);
  const devnetDefaults: Record<string, string> =
    target === 'devnet'
      ? {
          // The devnet's ports can move (DEVNET_PORT, DEVNET_SERVICES_PORT, DEVNET_FAST_PORT); point
          // the app at them without a manual step unless the VITE_ variables say otherwise.
          VITE_RPC_URL_31337: `http://127.0.0.1:${process.env.DEVNET_PORT || 8545}`,
          VITE_RPC_URL_31338: `http://127.0.0.1:${process.env.DEVNET_FAST_PORT || 8547}`,
          VITE_DEVNET_SERVICES_URL: `http://127.0.0.1:${process.env.DEVNET_SERVICES_PORT || 8546}`,
        }
      : {};
  // Vite hands the app every VITE_ variable of process.env; the target is always explicit at run time.
  const defaults = { ...devnetDefaults, [DEVNET_BUILD_VARIABLE]: target === 'devnet' ? '1' : '0' };
  for (const [key, value] of Object.entries(defaults)) {
    if (!env[key] || key === DEVNET_BUILD_VARIABLE) {
      process.env[key] = value;
      env[key] = value;
    }
  }
  assertBuildEnv(env, target);

  return {
    // Production: relative URLs and routes after #, so the same files run from any folder of any
    // static host (src/hosting/publicPath.ts); the dev server always serves from the root.
    base: command === 'build' ? publicPathFor(env, target) : '/',
    plugins: [
      react(),
      vanillaExtractPlugin(),
      securityHeadersPlugin({ env, conditions: serverConditions }),
      abiOnlyArtifactsPlugin(),
      pureAddressMapsPlugin(),
      ethers5ShimsPlugin(),
      sdkNumbersShimsPlugin(),
      oneNobleHashesPlugin(),
    ],
    resolve: { conditions: clientConditions },
    // Every way of starting the dev server (`pnpm dev`, a `vite --config` that extends this one)
    // binds to this machine only, on WEB_PORT, and fails rather than move to another port.
    server: { host: '127.0.0.1', port: Number(process.env.WEB_PORT || 5173), strictPort: true },
    build: {
      // Every browser the app supports preloads modules itself: no polyfill script in the entry.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // Everything the first page needs in one script: split into the shared chunks the
          // on-demand code would otherwise cut it into, it compresses worse and costs requests.
          // Only modules the entry imports statically carry the tag, so no lazy code joins it.
          codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
        },
      },
    },
    environments: { ssr: { resolve: { conditions: serverConditions } } },
  };
});
