// pnpm bench: what @dex/multicall and @dex/token-lists add to another team's bundle (see
// measure.mjs for how). The cores need no Ethereum library, so they are measured with nothing
// external; the /ethers and /viem entries with that library external, as the consumer's own
// dependency. Prints figures; src/bundleSize.test.ts checks the multicall one.
import { MULTICALL_WHOLE_ENTRY_GOAL, measureBundles } from './measure.mjs';

const LIBRARIES = [
  {
    name: '@dex/multicall',
    dir: 'packages/multicall',
    entries: [
      {
        label: "import { createMulticall } from '@dex/multicall'",
        code: `export { createMulticall } from './index.js';`,
      },
      {
        label: "import * from '@dex/multicall' (the whole entry, nothing external)",
        code: `export * from './index.js';`,
        goal: MULTICALL_WHOLE_ENTRY_GOAL, // issue #31 §4
      },
      {
        label: "import * from '@dex/multicall' and '@dex/multicall/http'",
        code: `export * from './index.js'; export * from './http.js';`,
      },
      {
        label: "import * from '@dex/multicall' and '@dex/multicall/ws'",
        code: `export * from './index.js'; export * from './ws.js';`,
      },
      {
        label: "import * from '@dex/multicall/viem' (viem external)",
        code: `export * from './viem.js';`,
        external: ['viem', 'viem/*'],
      },
      {
        label: "import * from '@dex/multicall/ethers' (ethers external)",
        code: `export * from './ethers.js';`,
        external: ['ethers'],
      },
      {
        label: "import * from '@dex/multicall/deploy'",
        code: `export * from './deploy.js';`,
      },
    ],
  },
  {
    name: '@dex/token-lists',
    dir: 'packages/token-lists',
    entries: [
      {
        label: "import { createTokenSearchIndex } from '@dex/token-lists'",
        code: `export { createTokenSearchIndex } from './index.js';`,
        goal: 15_000, // issue #20
      },
      {
        label: "import { validateTokenList } from '@dex/token-lists/validate'",
        code: `export { validateTokenList } from './validate.js';`,
      },
      {
        label: "import { createListsStore, fetchTokenList } from '@dex/token-lists'",
        code: `export { createListsStore, fetchTokenList } from './index.js';`,
      },
      {
        label: "import * from '@dex/token-lists' (the whole entry, nothing external)",
        code: `export * from './index.js';`,
        goal: 30_000, // issue #20
      },
      {
        label: "import * from '@dex/token-lists/viem' (viem external)",
        code: `export * from './viem.js';`,
        external: ['viem', 'viem/*'],
      },
    ],
  },
];

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

for (const library of LIBRARIES) {
  const sizes = await measureBundles(library.dir, library.entries);
  console.log(`${library.name} as a dependency (esbuild, minified):`);
  library.entries.forEach((entry, index) => {
    const { bytes, gzip, imports } = sizes[index];
    const verdict =
      entry.goal === undefined
        ? ''
        : gzip <= entry.goal
          ? `  goal ≤ ${kB(entry.goal)}: met`
          : `  goal ≤ ${kB(entry.goal)}: NOT MET, over by ${kB(gzip - entry.goal)}`;
    const outside = imports.length > 0 ? `  loads ${[...new Set(imports)].join(', ')}` : '';
    console.log(
      `  ${entry.label.padEnd(72)} ${kB(bytes).padStart(9)} min ${kB(gzip).padStart(8)} gzip${verdict}${outside}`,
    );
  });
}
