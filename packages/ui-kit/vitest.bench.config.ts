import { dexVitestBenchConfig } from '@dex-tooling/config/vitest';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';

export default dexVitestBenchConfig({ plugins: [react(), vanillaExtractPlugin()] });
