import { dexTsupConfig } from '@dex-tooling/config/tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

// The vanilla-extract plugin turns every *.css.ts into static CSS; esbuild gathers it into
// dist/index.css, which consumers import once as "@dex/ui-kit/styles.css". The charts (d3) are a
// second entry, `@dex/ui-kit/charts` with its dist/charts.css, so the root entry does not grow.
export default dexTsupConfig({
  entry: ['src/index.ts', 'src/charts.ts'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
