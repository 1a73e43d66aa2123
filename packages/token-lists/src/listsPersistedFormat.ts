// The lists format that checks stored lists as it reads them, apart from listsPersistence.ts: a
// static import of the validator there would put it in the first chunk of every app using the
// lists store, which loads it on demand instead.
import type { PersistedFormat } from '@dex/primitives';
import {
  createUncheckedListsPersistedFormat,
  serializeListsState,
  withCheckedLists,
} from './listsPersistence';
import type { ListsConfig, ListsState } from './listsState';
import { tokenListSchemaErrors } from './validate';

/**
 * The lists state as stored, with stored lists checked against the schema as they are read (a
 * list that fails is dropped). Loads the validator with it; `createListsStore` instead reads
 * through `createUncheckedListsPersistedFormat` and checks stored lists once the validator loaded.
 */
export function createListsPersistedFormat(config: ListsConfig): PersistedFormat<ListsState> {
  const unchecked = createUncheckedListsPersistedFormat(config);
  return {
    version: unchecked.version,
    ...(unchecked.migrations ? { migrations: unchecked.migrations } : {}),
    parse(data) {
      const parsed = unchecked.parse(data);
      return parsed && withCheckedLists(parsed.state, parsed.unchecked, tokenListSchemaErrors);
    },
    serialize: (state) => serializeListsState(state),
  };
}
