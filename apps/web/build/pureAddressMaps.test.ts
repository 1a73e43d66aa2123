import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ChainId, SUPPORTED_CHAINS } from '@uniswap/sdk-core';
import { describe, expect, it } from 'vitest';
import { markTopLevelInitialisersPure } from './pureAddressMaps';

// The ESM build of sdk-core's address maps, the file the bundle transforms.
const sdkCoreMain = createRequire(import.meta.url).resolve('@uniswap/sdk-core');
const addressesFile = join(dirname(sdkCoreMain), '../../esm/src/addresses.js');
const original = readFileSync(addressesFile, 'utf8');

/** Runs the module's text (its one import supplied) and returns its exports by name. */
function evaluate(code: string): Record<string, unknown> {
  const names = [...original.matchAll(/^export const (\w+)/gm)].map((match) => match[1]);
  const body = code
    .replace(/^import .*$/m, '')
    .replace(/^export const /gm, 'const ')
    .replace(/^\/\/# sourceMappingURL=.*$/m, '');
  const run = new Function(
    'ChainId',
    'SUPPORTED_CHAINS',
    `${body}\nreturn { ${names.join(', ')} };`,
  );
  return run(ChainId, SUPPORTED_CHAINS);
}

describe('pure address maps', () => {
  it("computes every one of sdk-core's address maps exactly as the original does", () => {
    const marked = markTopLevelInitialisersPure(addressesFile, original);
    expect(marked).not.toBeNull();
    // Computed initialisers are wrapped (the maps, e.g. V3_CORE_FACTORY_ADDRESSES).
    expect(marked).toContain('export const V3_CORE_FACTORY_ADDRESSES = /* @__PURE__ */ (() => (');
    const before = evaluate(original);
    const after = evaluate(marked ?? '');
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const [name, value] of Object.entries(before)) {
      if (typeof value === 'function') {
        expect(typeof after[name], name).toBe('function');
        expect((after[name] as (id: number) => string)(1), name).toBe(value(1));
      } else expect(after[name], name).toEqual(value);
    }
  });

  it('leaves literals, functions and code outside initialisers as they are', () => {
    const code = [
      "import { a } from './a';",
      "export const NAME = 'x';",
      'export const f = () => a.b;',
      'function g(x) { return { x }; }',
      'const map = g(a.c);',
      'export const spread = { ...map, [a.d]: 1 };',
      'g(2);',
    ].join('\n');
    expect(markTopLevelInitialisersPure('m.js', code)).toBe(
      [
        "import { a } from './a';",
        "export const NAME = 'x';",
        'export const f = () => a.b;',
        'function g(x) { return { x }; }',
        'const map = /* @__PURE__ */ (() => (g(a.c)))();',
        'export const spread = /* @__PURE__ */ (() => ({ ...map, [a.d]: 1 }))();',
        'g(2);',
      ].join('\n'),
    );
    expect(markTopLevelInitialisersPure('m.js', "export const A = 'a';")).toBeNull();
  });
});
