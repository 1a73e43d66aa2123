// A library's declarations: tsgo writes them, unbundled, and they are published as ESM-typed `.d.ts`
// and CJS-typed `.d.cts` twins. Why this and not tsup's `dts`: see tsup.mjs.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const tsgo = path.join(
  path.dirname(require.resolve('@typescript/native-preview/package.json')),
  'bin',
  'tsgo',
);

/** Where tsgo writes the package's declarations (gitignored, outside `dist` which tsup cleans). */
const emitDir = path.join('.cache', 'declarations');

/**
 * Starts tsgo on the program the entries reach (no tests, benches or fixtures). It sees workspace
 * dependencies as a consumer does, through their built `dist` types (`customConditions: []`; the
 * build runs after theirs), so the program holds the package's own files only, and a type error
 * against a dependency's published types fails the build.
 *
 * @param {string[]} entries source entries, e.g. `src/index.ts`
 * @returns {Promise<{ error?: Error, started: number }>} settles when tsgo is done (never rejects:
 *   the caller awaits it after esbuild, and an early rejection would be unhandled until then)
 */
export function startDeclarations(entries) {
  rmSync(emitDir, { recursive: true, force: true });
  mkdirSync(emitDir, { recursive: true });
  const fromConfig = (file) => path.relative(emitDir, file);
  const tsconfig = {
    extends: fromConfig('tsconfig.json'),
    compilerOptions: {
      customConditions: [],
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      declarationMap: false,
      sourceMap: false,
      rootDir: fromConfig('src'),
      outDir: '.',
    },
    files: entries.map(fromConfig),
    include: [],
  };
  const tsconfigPath = path.join(emitDir, 'tsconfig.json');
  writeFileSync(tsconfigPath, `${JSON.stringify(tsconfig, null, 2)}\n`);
  const started = Date.now();
  return new Promise((resolve) => {
    const run = spawn(process.execPath, [tsgo, '-p', tsconfigPath], { stdio: 'inherit' });
    run.on('error', (error) => resolve({ error, started }));
    run.on('close', (code) => {
      if (code === 0) resolve({ started });
      else
        resolve({
          error: new Error(`tsgo could not write the declarations (${tsconfigPath})`),
          started,
        });
    });
  });
}

/**
 * Copies tsgo's declarations into `outDir` twice: `x.d.ts` (ESM: the package is `"type": "module"`)
 * with relative imports ending in `.js`, and `x.d.cts` (CJS) with them ending in `.cjs`, so each
 * resolves under `moduleResolution` node16/nodenext as well as bundler. The entries' declarations
 * land where the `exports` map's `types` point (`dist/<entry>.d.ts` / `.d.cts`); the other modules
 * are reachable only through them, as the exports map allows no deep import.
 *
 * @param {Promise<{ error?: Error }>} declarations from startDeclarations
 * @param {string} outDir
 */
export async function publishDeclarations(declarations, outDir) {
  const { error, started } = await declarations;
  if (error) throw error;
  const files = declarationFiles(emitDir);
  for (const file of files) {
    const text = readFileSync(path.join(emitDir, file), 'utf8');
    const target = path.join(outDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, withRelativeExtensions(text, file, '.js'));
    writeFileSync(target.replace(/\.d\.ts$/, '.d.cts'), withRelativeExtensions(text, file, '.cjs'));
  }
  // In the build log beside tsup's ESM and CJS lines, for the stage's timings.
  console.log(`DTS declarations (tsgo) for ${files.length} modules in ${Date.now() - started}ms`);
}

/** @param {string} dir @returns {string[]} the `.d.ts` files under dir, relative to it */
function declarationFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.d.ts'),
  );
}

// A relative module specifier in `from '…'`, `import('…')` or a bare `import '…'`.
const relativeSpecifier = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.?\/[^'"]*)\2/g;

/**
 * Gives each relative specifier the extension of the file it names (`./x` → `./x.js`,
 * `./dir` → `./dir/index.js`): tsgo keeps the sources' extensionless specifiers, which Node's
 * resolution (and so `moduleResolution: nodenext`) does not complete.
 *
 * @param {string} text declaration file
 * @param {string} file its path relative to the emit directory
 * @param {'.js' | '.cjs'} extension
 */
function withRelativeExtensions(text, file, extension) {
  return text.replace(
    relativeSpecifier,
    (_match, lead, quote, specifier) =>
      `${lead}${quote}${completeSpecifier(file, specifier, extension)}${quote}`,
  );
}

/** @param {string} file @param {string} specifier @param {'.js' | '.cjs'} extension */
function completeSpecifier(file, specifier, extension) {
  const base = path.join(emitDir, path.dirname(file), specifier);
  if (existsSync(`${base}.d.ts`)) return `${specifier}${extension}`;
  if (existsSync(path.join(base, 'index.d.ts'))) return `${specifier}/index${extension}`;
  throw new Error(`${file}: cannot resolve '${specifier}' among the emitted declarations`);
}
