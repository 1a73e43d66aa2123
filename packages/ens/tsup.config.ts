import { dexTsupConfig } from '@dex-tooling/config/tsup';

// The root and `@dex/ens/recipient` (a typed recipient's first look, without the UTS-46 name
// normalisation), sharing chunks so an app can load the lookups later.
export default dexTsupConfig({ entry: ['src/index.ts', 'src/recipient.ts'], splitting: true });
