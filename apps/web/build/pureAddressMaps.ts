// A Vite plugin for `vite build`: @uniswap/sdk-core's addresses.js builds the contract address
// maps of some forty chains at load time (computed keys such as `[ChainId.MAINNET]`, spreads,
// `reduce` calls), which a bundler must assume have side effects, so all of them ship although
// the SDKs read one (V2_FACTORY_ADDRESSES). Each top-level constant's initialiser is wrapped in
// an IIFE marked pure: a constant something reads is computed exactly as before, in the same
// order; one nothing reads is dropped. About 10 kB gzip off /swap's script.
import type { Plugin } from 'vite';
import { parseSync } from 'vite';

/** The sdk-core module with the address maps (the ESM build the app bundles). */
const ADDRESS_MAPS = /[\\/]@uniswap[\\/]sdk-core[\\/]dist[\\/]esm[\\/]src[\\/]addresses\.js$/;

interface Node {
  readonly type: string;
  readonly start: number;
  readonly end: number;
}
interface Declarator extends Node {
  readonly init: Node | null;
}
interface Declaration extends Node {
  readonly declarations?: readonly Declarator[];
  readonly declaration?: Declaration | null;
}

// Initialisers with nothing to evaluate: a bundler drops these unaided when they are unread.
const INERT = new Set([
  'Literal',
  'Identifier',
  'ArrowFunctionExpression',
  'FunctionExpression',
  'TemplateLiteral',
]);

/**
 * `code` with every top-level `const`/`let`/`var` initialiser (exported or not) that evaluates
 * anything wrapped as `/* @__PURE__ *\/ (() => (init))()`; null when there is none.
 */
export function markTopLevelInitialisersPure(filename: string, code: string): string | null {
  const { program, errors } = parseSync(filename, code);
  if (errors.length > 0) return null;
  const inits: Node[] = [];
  for (const statement of program.body as unknown as readonly Declaration[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations ?? []) {
      if (declarator.init && !INERT.has(declarator.init.type)) inits.push(declarator.init);
    }
  }
  if (inits.length === 0) return null;
  // From the end, so earlier offsets stay valid.
  let result = code;
  for (const init of inits.sort((a, b) => b.start - a.start)) {
    result = `${result.slice(0, init.start)}/* @__PURE__ */ (() => (${result.slice(init.start, init.end)}))()${result.slice(init.end)}`;
  }
  return result;
}

export function pureAddressMapsPlugin(): Plugin {
  return {
    name: 'dex:pure-address-maps',
    apply: 'build',
    transform(code, id) {
      if (!ADDRESS_MAPS.test(id)) return null;
      const marked = markTopLevelInitialisersPure(id, code);
      return marked === null ? null : { code: marked, map: null };
    },
  };
}
