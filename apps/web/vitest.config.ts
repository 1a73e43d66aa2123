import { dexVitestConfig } from '@dex-tooling/config/vitest';
import { mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  dexVitestConfig({
    test: {
      environment: 'jsdom',
      // Lets the generated vanilla-extract CSS reach the jsdom document.
      css: true,
      setupFiles: ['./test/setup.ts'],
    },
  }),
);
