// Playwright's global setup for the journeys: names the run's build cache (buildCache.ts) for the
// workers, which inherit the variable, and deletes the cache when the run ends.
import { rm } from 'node:fs/promises';
import { BUILD_CACHE_VARIABLE, runBuildCacheDir } from './buildCache';

export default function globalSetup(): () => Promise<void> {
  const cacheDir = runBuildCacheDir(process.pid);
  process.env[BUILD_CACHE_VARIABLE] = cacheDir;
  return () => rm(cacheDir, { recursive: true, force: true });
}
