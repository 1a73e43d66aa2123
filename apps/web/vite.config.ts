import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Workspace packages resolve from source (the "@dex/source" export condition), so the app never
// needs them built first.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@dex/source', 'module', 'browser', 'development|production'] },
  test: {
    environment: 'jsdom',
    reporters: ['default', ['json', { outputFile: '.test-results/vitest.json' }]],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
