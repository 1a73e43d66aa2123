import { dexTsupConfig } from '@dex-tooling/config/tsup';

export default dexTsupConfig();
