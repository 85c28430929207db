/* Signing in on the local identity provider's pages, as an owner would, in a puppeteer tab. */
import type { Page } from 'puppeteer-core';

async function submitted(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [id, value] of Object.entries(fields)) await page.locator(`#${id}`).fill(value);
  await Promise.all([page.waitForNavigation(), page.locator('button[type="submit"]:not(.secondary)').click()]);
}

/** Opens address (an owner page), signs in on the provider's page and waits until the app is back. */
export async function signIn(page: Page, address: string, email: string, password: string): Promise<void> {
  await page.goto(address);
  await page.waitForFunction(() => window.location.pathname.startsWith('/oidc/interaction/'));
  await submitted(page, { email, password });
  await page.waitForFunction(
    () => !window.location.pathname.startsWith('/oidc/') && !window.location.search.includes('code='),
  );
  await page.waitForSelector('main h1');
}

/**
 * Creates a new account from the sign-in page of address, confirms its email with the code the provider mailed
 * (mailedCode: read from the service's log) and lands where the app sends a new owner.
 */
export async function register(
  page: Page,
  address: string,
  owner: Record<string, string>,
  mailedCode: (email: string) => string,
): Promise<void> {
  await page.goto(address);
  await page.waitForFunction(() => window.location.pathname.startsWith('/oidc/interaction/'));
  await Promise.all([page.waitForNavigation(), page.locator('a[href$="/register"]').click()]);
  await submitted(page, owner);
  await submitted(page, { code: mailedCode(owner.email ?? '') });
  await page.waitForFunction(
    () => !window.location.pathname.startsWith('/oidc/') && !window.location.search.includes('code='),
  );
  await page.waitForSelector('main h1');
}
