import { request as apiRequest, type Response } from '@playwright/test';
import { DEMO_DENTIST, expect, signIn, test } from './fixtures.ts';

const LOGIN = '/api/account/login';
const DEVICE_COOKIE = 'odonto_dispositivo';
const isLogin = (response: Response) =>
  response.url().endsWith(LOGIN) && response.request().method() === 'POST';

/**
 * Issue #33 acceptance: nobody is locked out by strangers. Everything runs on loopback, one address for
 * every client, so the known-device cookie is all that separates the dentist from the attacker.
 */
test('a dentist who signed in before signs in at once while an attacker fails; a new browser waits seconds', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The dentist signs in on this browser once: it becomes a known device of the CRO.
  const first = await browser.newContext({ baseURL });
  await signIn(await first.newPage());
  const { cookies } = await first.storageState();
  const device = cookies.filter((cookie) => cookie.name === DEVICE_COOKIE);
  expect(device).toHaveLength(1);
  expect(device[0]).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: LOGIN });
  await first.close();

  // Two browsers wait on the login screen with the form filled: the same browser later (its session over,
  // only the cookie kept), and a new browser without it.
  const victim = await browser.newContext({ baseURL, storageState: { cookies: device, origins: [] } });
  const stranger = await browser.newContext({ baseURL });
  const [victimPage, strangerPage] = await Promise.all([victim.newPage(), stranger.newPage()]);
  for (const page of [victimPage, strangerPage]) {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'CRO' }).fill(DEMO_DENTIST.cro);
    await page.locator('input[name="password"]').fill(DEMO_DENTIST.password);
  }

  // The attacker, at the same address without the cookie, fails 20 times on the same CRO; the last time
  // after waiting out its delay, so that a fresh delay of a few seconds runs when the two browsers submit.
  const attacker = await apiRequest.newContext({ baseURL });
  const statuses: number[] = [];
  let retryAfter = 0;
  for (let index = 0; index < 20; index++) {
    if (index === 19 && statuses.at(-1) === 429)
      await new Promise((done) => setTimeout(done, retryAfter * 1000 + 200));
    const answer = await attacker.post(LOGIN, {
      data: { document: DEMO_DENTIST.cro, password: `Errada@${index}`, origin: 'Dentista' },
    });
    statuses.push(answer.status());
    retryAfter = Number(answer.headers()['retry-after'] ?? 0);
  }
  await attacker.dispose();
  expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
  expect(statuses).toContain(429);
  expect(statuses.at(-1)).toBe(401);
  expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);

  // Both submit at once: the known device signs in, the new browser is told to wait a few seconds.
  const victimAnswer = victimPage.waitForResponse(isLogin);
  const refusedAnswer = strangerPage.waitForResponse(isLogin);
  await Promise.all([
    victimPage.getByRole('button', { name: 'Acessar' }).click(),
    strangerPage.getByRole('button', { name: 'Acessar' }).click(),
  ]);
  expect((await victimAnswer).status()).toBe(200);
  await expect(victimPage).toHaveURL(/\/dashboard$/);
  await victim.close();

  const refused = await refusedAnswer;
  expect(refused.status()).toBe(429);
  const wait = Number(refused.headers()['retry-after']);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(10);
  await expect(strangerPage.getByRole('alert')).toHaveText(
    `Muitas tentativas de acesso com este CRO. Tente novamente em ${wait} ${wait === 1 ? 'segundo' : 'segundos'}.`,
  );
  await expect(strangerPage).toHaveURL(/\/login$/);
  // Once those seconds pass it signs in (not locked for minutes), which also clears the address's count for
  // the tests after this one.
  await strangerPage.waitForTimeout(wait * 1000 + 500);
  const acceptedAnswer = strangerPage.waitForResponse(isLogin);
  await signIn(strangerPage);
  expect((await acceptedAnswer).status()).toBe(200);
  await stranger.close();
});
