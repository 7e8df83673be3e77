import { demoProducers } from '../../api/src/db/seed/tenancy/demo-producers.ts';
import { expect, verticalOrigin } from './fixtures.ts';
import type { Page } from '@playwright/test';

const demoPassword = 'medmember123';

/**
 * A demo producer's member-area site `<producer>.<vertical>.localhost`. Sessions are per user and producer
 * (one active session each), so every journey signs in on a producer of its own: parallel journeys never
 * supersede each other's sessions.
 */
export function producerSite(slug: string) {
  const producer = demoProducers.find((candidate) => candidate.slug === slug);
  if (!producer) throw new Error(`No demo producer ${slug}`);
  return { ...producer, origin: verticalOrigin(`${producer.slug}.${producer.vertical}`) };
}

/** Signs in on the login screen of `origin` and waits to leave it. */
export async function signIn(page: Page, origin: string, email: string, password = demoPassword): Promise<void> {
  await page.goto(`${origin}/auth/newLogin`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).not.toHaveURL(/\/auth\/newLogin/);
}

/** The persisted session store (localStorage `session`). */
export async function storedSession(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('session') ?? '{}') as { state?: Record<string, unknown> }).state ?? {},
  );
}

/** An e-mailed link, opened on the site under test (same path and query). */
export function onSite(link: string, origin: string): string {
  const url = new URL(link);
  return `${origin}${url.pathname}${url.search}`;
}
