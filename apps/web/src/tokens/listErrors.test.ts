import { ListDownloadError, ListTimeoutError, ListTooLargeError } from '@dex/token-lists';
import { describe, expect, it } from 'vitest';
import en from '../../public/locales/en.json';
import { createTranslator } from '../i18n';
import { listErrorReason } from './listErrors';

const t = createTranslator(en, en);
const url = 'https://lists.example.org/list.json';

describe('list import errors', () => {
  it('say in words that a list took too long or is too large', () => {
    const timedOut = new ListDownloadError(url, { cause: new ListTimeoutError(url, 15_000) });
    expect(listErrorReason(timedOut, t)).toBe('The list did not download within 15 seconds.');
    const tooLarge = new ListDownloadError(url, {
      cause: new ListTooLargeError(url, 10 * 1024 * 1024),
    });
    expect(listErrorReason(tooLarge, t)).toBe('The list is larger than 10 MB.');
  });

  it('keep the spec message for every other failure', () => {
    expect(
      listErrorReason(new ListDownloadError(url, { cause: new TypeError('offline') }), t),
    ).toBe(`Failed to download list ${url}`);
    expect(listErrorReason('odd', t)).toBe('odd');
  });
});
