import { describe, expect, it, vi } from 'vitest';
import { createFetchLocaleLoader, LocaleLoadError } from './loadLocale';

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('createFetchLocaleLoader', () => {
  it('fetches {base}{lng}.json', async () => {
    const fetchFn = vi.fn(() => json({ 'nav.swap': 'Tauschen' }));
    const load = createFetchLocaleLoader(fetchFn, '/app/locales');
    await expect(load('de')).resolves.toEqual({ 'nav.swap': 'Tauschen' });
    expect(fetchFn).toHaveBeenCalledWith('/app/locales/de.json', expect.anything());
  });

  it('rejects failed responses and files that are not flat string maps', async () => {
    await expect(createFetchLocaleLoader(() => json({}, 404), '/l/')('de')).rejects.toThrow(
      LocaleLoadError,
    );
    await expect(
      createFetchLocaleLoader(() => json({ a: { nested: 'x' } }), '/l/')('de'),
    ).rejects.toThrow('not a flat map of strings');
    await expect(createFetchLocaleLoader(() => json(['x']), '/l/')('de')).rejects.toThrow(
      LocaleLoadError,
    );
  });
});
