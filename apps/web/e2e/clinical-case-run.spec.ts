import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { producerSite, signUpFresh } from './auth-journey.ts';
import type { Page } from '@playwright/test';

/**
 * The run of a clinical case (/casos-clinicos/execucao?caso={id}), each journey with a learner of its own (no
 * attempt yet): (a) a whole run by keyboard only, reloaded in the middle of a stage, to the debrief's score; (b) a
 * run on a phone by touch through two stages.
 */
const site = producerSite('plano-anestesico');
const password = 'casos-clinicos-1';

/** The first published case's id, asked from the page (its session's bearer token). */
async function firstCaseId(page: Page): Promise<number> {
  const id = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('session') ?? '{}') as { state?: { token?: string } };
    const response = await fetch('/api/clinical-cases?per_page=1', {
      headers: { Authorization: `Bearer ${session.state?.token ?? ''}`, Accept: 'application/json' },
    });
    const body = (await response.json()) as { results?: { id: number }[] };
    return body.results?.[0]?.id ?? null;
  });
  expect(id, 'a published clinical case').not.toBeNull();
  return id as number;
}

const decision = (page: Page) => page.getByTestId('run-decision');
const stageNumber = (page: Page) => page.getByTestId('run-stage-number');

/** The keys that make a valid decision on a stage of this kind (two picks where a stage takes several). */
function keysFor(kind: string): string[] {
  if (kind === 'question') return ['a'];
  if (kind === 'diagnosis') return ['1', '2'];
  return ['1', '2'];
}

/** Decides the current stage by keyboard (its picks acknowledged), commits it (Enter, Enter), waits for the results. */
async function commitByKeyboard(page: Page) {
  const kind = (await decision(page).getAttribute('data-kind')) ?? '';
  for (const key of keysFor(kind)) await page.keyboard.press(key);
  await expect(page.getByTestId('run-header').getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirmar esta etapa?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirmar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('run-result')).toBeVisible();
}

test('a learner runs a case by keyboard, resumes it after a reload, and reads the debrief', async ({ page }) => {
  test.setTimeout(240_000);
  await blockExternalRequests(page);
  await signUpFresh(page, site.origin, { prefix: 'caso-teclado', nome: 'Rafael Teixeira', password });
  const caseId = await firstCaseId(page);

  await page.goto(`${site.origin}/casos-clinicos/execucao?caso=${caseId}`);
  await page.getByTestId('run-start-button').click();
  await expect(stageNumber(page)).toHaveText(/^Etapa 1 de (\d+)$/);
  const total = Number((await stageNumber(page).textContent())?.match(/de (\d+)/)?.[1]);
  await expect(page.getByTestId('run-clock')).toHaveText(/\d\d:\d\d/);
  await journeyChecks(page, 'clinical-case-run');

  // Stage 1 by keyboard; stage 2: one pick, then a reload resumes on stage 2 with that pick.
  await commitByKeyboard(page);
  await page.keyboard.press('Enter');
  await expect(stageNumber(page)).toHaveText(`Etapa 2 de ${total}`);
  await page.keyboard.press('1');
  await expect(page.getByTestId('run-header').getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
  const picked = decision(page).locator('[data-picked="true"]');
  await expect(picked).toHaveCount(1);
  await page.reload();
  await expect(stageNumber(page)).toHaveText(`Etapa 2 de ${total}`);
  await expect(picked).toHaveCount(1);
  await expect(page.getByTestId('run-story-stage').first()).toHaveAttribute('data-committed', 'true');

  // The rest, by keyboard, to the finish and the debrief.
  for (let stage = 2; stage <= total; stage += 1) {
    await expect(stageNumber(page)).toHaveText(`Etapa ${stage} de ${total}`);
    await commitByKeyboard(page);
    if (stage === 2) await journeyChecks(page, 'clinical-case-run-result');
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(new RegExp(`/casos-clinicos/${caseId}$`));
  await expect(page.getByTestId('debrief-total')).toHaveText(/\d+\s?%/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

  test('a learner runs two stages by touch', async ({ page }) => {
    test.setTimeout(180_000);
    await blockExternalRequests(page);
    await signUpFresh(page, site.origin, { prefix: 'caso-toque', nome: 'Beatriz Lemos', password });
    const caseId = await firstCaseId(page);
    await page.goto(`${site.origin}/casos-clinicos/execucao?caso=${caseId}`);
    await page.getByTestId('run-start-button').tap();

    for (const number of [1, 2]) {
      await expect(stageNumber(page)).toHaveText(new RegExp(`^Etapa ${number} de`));
      const kind = (await decision(page).getAttribute('data-kind')) ?? '';
      const options = decision(page).locator('li[data-option-id] > button, [role="radio"]');
      if (kind === 'diagnosis') await decision(page).getByRole('button', { name: 'Principal' }).first().tap();
      else await options.first().tap();
      if (kind !== 'question' && kind !== 'diagnosis') await options.nth(1).tap();
      await expect(page.getByTestId('run-header').getByTestId('save-status')).toHaveAttribute('data-status', 'saved');
      const commit = page.getByTestId('run-commit');
      const box = await commit.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      await commit.tap();
      await page.getByTestId('run-commit-confirm').tap();
      await expect(page.getByTestId('run-result')).toBeVisible();
      if (number === 1) await journeyChecks(page, 'clinical-case-run-phone');
      await page.getByTestId('run-next').tap();
    }
    await expect(stageNumber(page)).toHaveText(/^Etapa 3 de/);
  });
});
