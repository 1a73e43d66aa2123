import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { MULTICALL_CREATION_CODE } from './deployMulticall';

it('ships the creation code of the devnet Multicall contract (run scripts/generate-bytecode.mjs after changing it)', () => {
  const artifact = JSON.parse(
    readFileSync(
      new URL('../../../tooling/devnet/artifacts/Multicall.json', import.meta.url),
      'utf8',
    ),
  ) as { bytecode: string };
  expect(MULTICALL_CREATION_CODE).toBe(artifact.bytecode.toLowerCase());
});
