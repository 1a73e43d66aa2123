// The token select dialog's search index over the active chain's tokens. A module of its own so
// the search code loads with the dialog (TokenSelectViews, on demand), not with the page.
import { createTokenSearchIndex } from '@dex/token-lists';
import { atom } from 'jotai';
import { activeTokensAtom } from './atoms';

export const tokenSearchIndexAtom = atom((get) =>
  createTokenSearchIndex([...get(activeTokensAtom).values()]),
);
