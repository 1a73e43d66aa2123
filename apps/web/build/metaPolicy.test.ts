import { describe, expect, it } from 'vitest';
import { withMetaPolicy } from './metaPolicy';

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="./assets/index.js"></script>
  </head>
</html>`;

describe('the meta-tag policy in index.html', () => {
  it('comes right after the charset, before anything the policy must govern', () => {
    const html = withMetaPolicy(page, "script-src 'self'; connect-src 'self' https:");
    const meta = html.indexOf('<meta http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(html.indexOf('<meta charset="UTF-8" />'));
    expect(meta).toBeLessThan(html.indexOf('<script'));
    expect(html).toContain(`content="script-src 'self'; connect-src 'self' https:"`);
  });

  it('cannot be broken out of by the policy text', () => {
    const html = withMetaPolicy(page, 'x"><script>alert(1)</script>');
    expect(html).toContain('content="x&quot;>&lt;script>alert(1)&lt;/script>"');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('refuses a page without a charset or with a script before it', () => {
    expect(() => withMetaPolicy('<html><head></head></html>', 'x')).toThrow('<meta charset>');
    expect(() =>
      withMetaPolicy('<head><script src="a.js"></script><meta charset="utf-8"></head>', 'x'),
    ).toThrow('before <meta charset>');
  });
});
