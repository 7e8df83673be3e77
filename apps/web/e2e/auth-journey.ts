import { demoProducers } from '../../api/src/db/seed/tenancy/demo-producers.ts';
import { expect, verticalOrigin } from './fixtures.ts';
import { buyYearlyPlan } from './plan-purchase.ts';
import { codeIn, waitForMail } from './mailbox.ts';
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

/** POST from inside the page (Node does not resolve the *.localhost sites): the status. */
function postFromPage(page: Page, path: string, body: object): Promise<number> {
  return page.evaluate(
    async ([url, data]) =>
      (
        await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(data),
        })
      ).status,
    [path, body] as const,
  );
}

/**
 * A confirmed account that no other journey knows (every demo account of every producer is some journey's, and a
 * second sign-in supersedes the first): sign-up and its e-mailed code by the API, then signed in and the terms
 * accepted, on /courses, with the producer's yearly plan bought (every area open).
 */
export async function signUpFresh(
  page: Page,
  origin: string,
  who: { prefix: string; nome: string; password: string },
): Promise<void> {
  const email = `${who.prefix}-${Date.now()}@medmember.dev`;
  const { password } = who;
  await page.goto(`${origin}/auth/newLogin`);
  expect(
    await postFromPage(page, '/api/auth/create', { nome: who.nome, email, password, documento: '52998224725' }),
  ).toBe(202);
  const code = codeIn(await waitForMail({ to: email, subject: /código de confirmação/i }));
  expect(await postFromPage(page, '/api/auth/user-validation', { email, code })).toBe(200);
  await signIn(page, origin, email, password);
  await expect(page).toHaveURL(/\/terms\?redirect=/);
  await page.getByRole('button', { name: 'Aceitar e continuar' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  // A learner who studies: the areas open only with a product that unlocks them (issue 17).
  await buyYearlyPlan(page, who.nome, email);
}
