// A Vite plugin that ships the security headers with the build: `vite build` resolves the app's
// configuration from the same VITE_ variables the bundle gets, derives the headers (src/security/csp.ts)
// and writes dist/_headers; `vite preview` serves every response with the headers of that file.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Plugin, runnerImport } from 'vite';
import type { AppEnv } from '../src/buildTarget';
import { securityHeaders } from '../src/security/csp.ts';
import {
  formatHeadersFile,
  type HeaderRule,
  headersForPath,
  overlongHeaderLines,
  parseHeadersFile,
} from './headersFile.ts';

export const HEADERS_FILE = '_headers';

export interface SecurityHeadersOptions {
  /** The VITE_ variables the bundle is built with. */
  readonly env: AppEnv;
  /** Export conditions that make workspace packages resolve from source. */
  readonly conditions: readonly string[];
}

type AppConfigModule = typeof import('../src/appConfig');

/** src/appConfig.ts through Vite's module runner: it imports workspace packages' TypeScript source. */
async function loadAppConfigModule(root: string, conditions: readonly string[]) {
  const { module } = await runnerImport<AppConfigModule>(resolve(root, 'src/appConfig.ts'), {
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
  return {
    name: 'dex:security-headers',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    async buildStart() {
      if (!building) return;
      const { resolveAppConfig } = await loadAppConfigModule(root, options.conditions);
      const rules: HeaderRule[] = [
        { path: '/*', headers: securityHeaders(resolveAppConfig(options.env)) },
      ];
      fileText = formatHeadersFile(rules);
      for (const line of overlongHeaderLines(fileText)) {
        this.warn(
          `${HEADERS_FILE}: a header line of ${line.length} characters is too long for some hosts`,
        );
      }
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
