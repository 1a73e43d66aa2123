#!/usr/bin/env node
// Rewrites src/tokenListValidator.generated.ts (run after upgrading @uniswap/token-lists or ajv).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GENERATED_FILE, validatorSource } from './validatorSource.mjs';

writeFileSync(GENERATED_FILE, validatorSource());
console.log(`wrote ${fileURLToPath(GENERATED_FILE)}`);
