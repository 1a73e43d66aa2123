// Rules every published @dex package follows, so another team's install is predictable: one
// ethers peer range (no second copy next to their own ethers), the licence in the tarball, and
// no workspace-only export condition in what is published.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ETHERS_PEER_RANGE, REPO_ROOT } from './projects';

interface Manifest {
  name: string;
  private?: boolean;
  files?: string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  publishConfig?: { exports?: unknown };
}

const packagesDir = join(REPO_ROOT, 'packages');
const published = readdirSync(packagesDir)
  .map((dir) => ({ dir: join(packagesDir, dir), file: join(packagesDir, dir, 'package.json') }))
  .filter(({ file }) => existsSync(file))
  .map(({ dir, file }) => ({ dir, manifest: JSON.parse(readFileSync(file, 'utf8')) as Manifest }))
  .filter(({ manifest }) => !manifest.private && manifest.name !== '@dex/ui-kit');
const rootLicense = readFileSync(join(REPO_ROOT, 'LICENSE'), 'utf8');

/** Whether any file under src/ imports ethers. */
function importsEthers(dir: string): boolean {
  const sources = readdirSync(join(dir, 'src'), { recursive: true })
    .map(String)
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
  return sources.some((name) => /from 'ethers'/.test(readFileSync(join(dir, 'src', name), 'utf8')));
}

describe.each(published.map(({ dir, manifest }) => [manifest.name, dir, manifest] as const))(
  '%s',
  (_name, dir, manifest) => {
    it(`takes ethers as a peer (${ETHERS_PEER_RANGE}) if it uses it, never as a dependency`, () => {
      expect(manifest.dependencies?.ethers).toBeUndefined();
      if (importsEthers(dir)) expect(manifest.peerDependencies?.ethers).toBe(ETHERS_PEER_RANGE);
    });

    it('publishes dist and the licence, with exports free of the @dex/source condition', () => {
      expect(manifest.files).toEqual(['dist', 'LICENSE']);
      expect(readFileSync(join(dir, 'LICENSE'), 'utf8')).toBe(rootLicense);
      expect(manifest.publishConfig?.exports).toBeDefined();
      expect(JSON.stringify(manifest.publishConfig?.exports)).not.toContain('@dex/source');
    });
  },
);
