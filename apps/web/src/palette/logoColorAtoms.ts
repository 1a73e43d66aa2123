// Token logo colours for the liquidity cards (spec 001 §7), filled in as they are read: a card
// shows at once in the default colour and takes its token's colour when (if ever) it arrives.
import type { Token } from '@dex/currency';
import { withListedLogo } from '@dex/token-lists';
import {
  createLogoColors,
  type LoadPixels,
  loadLogoPixels,
  type TokenColors,
  tokenColorKey,
} from '@dex/ui-kit';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { activeTokensAtom, listsConfig } from '../tokens/atoms';
import { tokenLogoSources } from '../tokens/logos';

/** How logo pixels are read (the browser's canvas; tests put a fake here). */
export const logoPixelsLoaderAtom = atom<{ readonly load: LoadPixels }>({ load: loadLogoPixels });

const logoColorsAtom = atom((get) => createLogoColors(get(logoPixelsLoaderAtom).load));

/** The colours read so far, by `tokenColorKey`: "#rrggbb". */
export const tokenColorsAtom = atom<TokenColors>(new Map());

/** Starts reading the logo colours of `tokens` not read yet; returns at once. */
export const requestTokenColorsAtom = atom(null, (get, set, tokens: readonly Token[]) => {
  const colorOf = get(logoColorsAtom);
  const listed = get(activeTokensAtom);
  for (const token of tokens) {
    const key = tokenColorKey(token);
    if (get(tokenColorsAtom).has(key)) continue;
    const sources = tokenLogoSources(withListedLogo(token, listed), listsConfig.gateways);
    if (sources.length === 0) continue;
    void colorOf(sources).then((color) => {
      if (color && get(tokenColorsAtom).get(key) !== color) {
        set(tokenColorsAtom, new Map(get(tokenColorsAtom)).set(key, color));
      }
    });
  }
});

/** The logo colours of `tokens` as they arrive (a page's cards); empty until the first one does. */
export function useTokenColors(tokens: readonly Token[]): TokenColors {
  const request = useSetAtom(requestTokenColorsAtom);
  const keys = tokens.map(tokenColorKey).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `keys` stands for `tokens`' identity.
  useEffect(() => {
    request(tokens);
  }, [request, keys]);
  return useAtomValue(tokenColorsAtom);
}
