import { dexVitestConfig } from '@dex-tooling/config/vitest';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((configEnv) =>
  mergeConfig(
    viteConfig(configEnv),
    dexVitestConfig({
      test: {
        environment: 'jsdom',
        // Lets the generated vanilla-extract CSS reach the jsdom document.
        css: true,
        setupFiles: ['./test/setup.ts'],
        // Added to the shared src/ and test/ patterns: the build's plugins and the bundle bench.
        include: ['build/**/*.test.ts', 'bench/**/*.test.ts'],
      },
    }),
  ),
);
