// A Vite plugin that ships the security headers with the build: `vite build` resolves the app's
// configuration from the same VITE_ variables the bundle gets, derives the headers (./siteHeaders.ts)
// and writes dist/_headers for hosts that read it, and the policy into index.html as a meta tag for
// hosts that cannot set headers (IPFS, a plain bucket). `vite preview` serves every response with
// the headers of that file. A header line a host would drop fails the build.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Plugin, runnerImport } from 'vite';
import type { AppEnv } from '../src/buildTarget';
import {
  formatHeadersFile,
  type HeaderRule,
  headersForPath,
  overlongHeadersProblem,
  parseHeadersFile,
} from './headersFile.ts';
import { withMetaPolicy } from './metaPolicy.ts';

export const HEADERS_FILE = '_headers';

export interface SecurityHeadersOptions {
  /** The VITE_ variables the bundle is built with. */
  readonly env: AppEnv;
  /** Export conditions that make workspace packages resolve from source. */
  readonly conditions: readonly string[];
}

type SiteHeadersModule = typeof import('./siteHeaders.ts');

/** ./siteHeaders.ts through Vite's module runner: it imports workspace packages' TypeScript source. */
async function loadSiteHeadersModule(root: string, conditions: readonly string[]) {
  const { module } = await runnerImport<SiteHeadersModule>(resolve(root, 'build/siteHeaders.ts'), {
    root,
    logLevel: 'warn',
    environments: {
      inline: {
        resolve: {
          conditions: [...conditions],
          externalConditions: [...conditions],
          noExternal: [/^@dex\//],
        },
      },
    },
  });
  return module;
}

export function securityHeadersPlugin(options: SecurityHeadersOptions): Plugin {
  let root = process.cwd();
  let building = false;
  let fileText: string | undefined;
  let metaPolicy: string | undefined;
  return {
    name: 'dex:security-headers',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    async buildStart() {
      if (!building) return;
      const { siteHeadersFor } = await loadSiteHeadersModule(root, options.conditions);
      const { headers, metaPolicy: policy } = siteHeadersFor(options.env);
      const rules: HeaderRule[] = [{ path: '/*', headers }];
      fileText = formatHeadersFile(rules);
      // A host that drops the line serves the app without that header, silently: stop here.
      const problem = overlongHeadersProblem(fileText);
      if (problem) this.error(problem);
      metaPolicy = policy;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return metaPolicy === undefined ? html : withMetaPolicy(html, metaPolicy);
      },
    },
    generateBundle() {
      if (fileText !== undefined) {
        this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source: fileText });
      }
    },
    configurePreviewServer(server) {
      const file = resolve(server.config.root, server.config.build.outDir, HEADERS_FILE);
      let rules: HeaderRule[] = [];
      try {
        rules = parseHeadersFile(readFileSync(file, 'utf8'));
      } catch (error) {
        server.config.logger.warn(`No security headers: cannot read ${file} (${String(error)})`);
      }
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://preview').pathname;
        for (const [name, value] of Object.entries(headersForPath(rules, path))) {
          response.setHeader(name, value);
        }
        next();
      });
    },
  };
}
