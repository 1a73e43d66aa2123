import { describe, expect, it } from 'vitest';
import {
  customTokenRows,
  importListPreview,
  importTokenLabels,
  importTokenRow,
  managedListRows,
  tokenSelectLabels,
  unlistedTokenRow,
  unusableTokenText,
} from './tokenSelectView';
import { echoTranslator as t } from './wethDaiTrade.testing';

const DAI = { address: '0x6B175474E89094C44Da98b954EedeAC495271d0F', symbol: 'DAI', name: 'Dai' };
const unusable = { decimals: 255, max: 254 };

describe('token dialog texts', () => {
  it('labels the four views, counting the custom tokens', () => {
    const labels = tokenSelectLabels(t, 3);
    expect(labels.search.title).toBe('tokens.selectTitle');
    expect(labels.search.loading).toBe('swap.loading');
    expect(labels.manage.customTokens).toBe('tokens.customTokens {"count":3}');
    expect(labels.importList.warningSellBack).toBe('tokens.importListSellBack');
    expect(labels.close).toBe('txDialog.close');
    expect(importTokenLabels(t, 'Token warning')).toEqual({
      title: 'Token warning',
      warning: labels.importToken.warning,
      import: labels.import,
      back: labels.back,
      close: labels.close,
    });
  });

  it('says why a token cannot be used, short in a row and long in a message', () => {
    expect(unusableTokenText(t, unusable, true)).toBe(
      'tokens.unusableShort {"decimals":"255","max":254}',
    );
    expect(unusableTokenText(t, { decimals: 300n, max: 254 })).toBe(
      'tokens.unusableDecimals {"decimals":"300","max":254}',
    );
  });

  it('offers an unlisted token for import unless it is unusable', () => {
    expect(unlistedTokenRow(t, DAI, null)).toEqual({
      id: DAI.address,
      symbol: 'DAI',
      name: 'Dai',
      importLabel: 'tokens.import',
    });
    const row = unlistedTokenRow(t, { address: DAI.address }, unusable);
    expect(row).toEqual({
      id: DAI.address,
      symbol: '',
      name: '',
      unusableReason: 'tokens.unusableShort {"decimals":"255","max":254}',
    });
  });

  it('names the active list an imported token is on, or an unknown source', () => {
    expect(
      importTokenRow(t, DAI, { source: 'Uniswap', href: 'https://x/a', unusable: null }),
    ).toEqual({
      ...DAI,
      addressHref: 'https://x/a',
      source: 'tokens.foundOn {"list":"Uniswap"}',
    });
    expect(importTokenRow(t, DAI, { source: null, href: undefined, unusable })).toEqual({
      ...DAI,
      source: 'tokens.unknownSource',
      unusableReason: 'tokens.unusableDecimals {"decimals":"255","max":254}',
    });
  });

  it('writes the lists token counts and links the custom tokens where it can', () => {
    expect(managedListRows(t, [{ url: 'a', tokenCount: 2 }, { url: 'b' }])).toEqual([
      { url: 'a', tokenCount: 'tokens.tokenCount {"count":2}' },
      { url: 'b' },
    ]);
    expect(
      customTokenRows([DAI, { address: '0x1' }], (a) => (a === DAI.address ? 'l' : undefined)),
    ).toEqual([
      { ...DAI, href: 'l' },
      { address: '0x1', symbol: '', name: '' },
    ]);
  });

  it('previews a downloaded list with its token count', () => {
    expect(importListPreview(t, 'https://x/l.json', { name: 'L', tokens: [1, 2] })).toEqual({
      list: { name: 'L', url: 'https://x/l.json', tokenCount: 'tokens.tokenCount {"count":2}' },
    });
  });
});
