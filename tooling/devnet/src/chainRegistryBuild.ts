// apps/web built (or served by `vite`) with a chain registry that describes another devnet
// deployment than the committed one: the long-history devnet deploys the same contracts at the
// same addresses, but ~20,000,000 blocks later, and the app must know the governor's deployment
// block there, as it knows mainnet's. The committed registry module
// (packages/chains/src/devnet.generated.ts) is swapped at build time for one rendered from that
// deployment; nothing in apps/web or @dex/chains changes.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Deployment } from './deployment';
import { renderChainsModule } from './generate';

/**
 * Writes the registry module for `deployment` and a Vite config that wraps apps/web's own
 * (`webDir`) and resolves @dex/chains' `../devnet.generated` import to it, into `workDir`. Returns
 * the config's path, for `vite build --config` / `vite --config`.
 */
export async function writeChainRegistryBuildConfig(options: {
  readonly workDir: string;
  readonly webDir: string;
  readonly deployment: Deployment;
}): Promise<string> {
  await mkdir(options.workDir, { recursive: true });
  const registryModule = join(options.workDir, 'devnet.generated.ts');
  await writeFile(registryModule, renderChainsModule(options.deployment));
  const configFile = join(options.workDir, 'vite.chain-registry.config.mjs');
  // No bare imports: the file lives outside the workspace, where `vite` does not resolve.
  await writeFile(
    configFile,
    `import appConfig from ${JSON.stringify(join(options.webDir, 'vite.config.ts'))};

const registryModule = ${JSON.stringify(registryModule)};

export default async (env) => {
  const config = await (typeof appConfig === 'function' ? appConfig(env) : appConfig);
  const swapRegistry = {
    name: 'dex-e2e-devnet-registry',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromChains = importer && /[\\\\/]packages[\\\\/]chains[\\\\/]src[\\\\/]/.test(importer);
      if (fromChains && /^\\.\\.?\\/(\\.\\.\\/)?devnet\\.generated(\\.ts)?$/.test(source)) return registryModule;
      return null;
    },
  };
  return { ...config, plugins: [swapRegistry, ...(config.plugins ?? [])] };
};
`,
  );
  return configFile;
}
