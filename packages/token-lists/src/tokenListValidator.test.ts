import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILE, validatorSource } from '../scripts/validatorSource.mjs';
import { ucs2length } from './tokenListValidatorRuntime';
import { tokenListSchemaErrors } from './validate';

describe('precompiled token-list validator', () => {
  it('is current: regenerate with `node scripts/generate-validator.mjs` after upgrading the schema or ajv', () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(validatorSource());
  });

  it('never compiles code at run time (a page without unsafe-eval can validate)', () => {
    const original = globalThis.Function;
    const forbidden = new Proxy(original, {
      apply: () => {
        throw new EvalError('Function() is blocked by the Content-Security-Policy');
      },
      construct: () => {
        throw new EvalError('new Function() is blocked by the Content-Security-Policy');
      },
    });
    globalThis.Function = forbidden;
    try {
      expect(tokenListSchemaErrors({ name: 'x' })).toContain(
        "must have required property 'timestamp'",
      );
    } finally {
      globalThis.Function = original;
    }
  });

  it('is published on its own as @dex/token-lists/validate (loaded only where lists are validated)', async () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(manifest.exports['./validate']['@dex/source']).toBe('./src/validate.ts');
    const entry = await import('./validate');
    expect(Object.keys(entry).sort()).toEqual(['tokenListSchemaErrors', 'validateTokenList']);
  });

  it('counts string lengths in code points, as JSON Schema does', () => {
    expect(ucs2length('abc')).toBe(3);
    expect(ucs2length('🦄🦄')).toBe(2);
    expect(ucs2length('\ud83e')).toBe(1);
  });
});
