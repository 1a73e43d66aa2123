import { dexTsupConfig } from '@dex-tooling/config/tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

// The vanilla-extract plugin turns every *.css.ts into static CSS; esbuild gathers it into
// dist/index.css, which consumers import once as "@dex/ui-kit/styles.css".
export default dexTsupConfig({
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
