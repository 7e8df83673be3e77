import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { producerSite, signUpFresh } from './auth-journey.ts';
import { studyDayKey } from './planner-journey.ts';

/**
 * A learner without a plan (an account of this journey's own, so no other journey's plan is in the way) goes from
 * home's call to action through the onboarding's six steps to the plan it made.
 */
const site = producerSite('lumen-oftalmologia');
const examInDays = 90;

/** `dd/mm/aaaa`, as the date picker's field takes a typed date in pt-BR. */
const typedDate = (key: string) => `${key.slice(8, 10)}/${key.slice(5, 7)}/${key.slice(0, 4)}`;

test.use({ timezoneId: 'America/Sao_Paulo' });

test('a learner without a plan goes from the home call to action through the wizard to the plan', async ({ page }) => {
  test.setTimeout(180_000);
  await blockExternalRequests(page);
  await signUpFresh(page, site.origin, { prefix: 'plano-novo', nome: 'Marina Castro', password: 'planoNovo2027' });

  // Home: no plan yet, so the call to action.
  await page.goto(`${site.origin}/`);
  const cta = page.getByTestId('planner-cta');
  await expect(cta.getByRole('heading', { name: 'Monte seu plano de estudos até a prova' })).toBeVisible();
  await cta.scrollIntoViewIfNeeded();
  await journeyChecks(page, 'planner-home-cta');
  await cta.getByRole('link', { name: 'Montar meu plano' }).click();
  await expect(page).toHaveURL(/\/planner\/onboarding$/);

  // 1. Provas-alvo: the title exam by its acronym and Enter, another by its checkbox.
  const step = (name: string, position: number) =>
    Promise.all([
      expect(page.getByRole('heading', { level: 2, name })).toBeVisible(),
      expect(page.getByText(`Passo ${position} de 6`)).toBeVisible(),
    ]);
  const next = () => page.getByRole('button', { name: 'Continuar' }).click();
  await step('Provas-alvo', 1);
  const search = page.getByRole('searchbox', { name: 'Buscar prova' });
  await search.fill('CBO');
  await search.press('Enter');
  await expect(page.getByRole('button', { name: 'Remover CBO' })).toBeVisible();
  await search.fill('unifesp');
  await page.getByRole('checkbox', { name: /UNIFESP/ }).check();
  await expect(page.getByRole('button', { name: 'Remover UNIFESP' })).toBeVisible();
  await journeyChecks(page, 'planner-onboarding-institutions');
  await next();

  // 2. Datas: the exam typed in the date picker; the start stays today.
  await step('Datas', 2);
  const exam = page.getByLabel('Data da prova');
  await exam.fill(typedDate(studyDayKey(examInDays)));
  await exam.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `${examInDays} dias até a prova` })).toBeVisible();
  await next();

  // 3. Horas: the preset, then back to the dates and forth again: nothing is lost.
  await step('Horas por dia da semana', 3);
  await page.getByRole('button', { name: 'Seg–Sex 3h, Sáb 5h, Dom livre' }).click();
  await expect(page.getByText(/Total na semana: 20 ?h/)).toBeVisible();
  await page.getByRole('button', { name: 'Voltar' }).click();
  await step('Datas', 2);
  await expect(exam).toHaveValue(typedDate(studyDayKey(examInDays)));
  await next();
  await step('Horas por dia da semana', 3);
  await expect(page.getByText(/Total na semana: 20 ?h/)).toBeVisible();
  await journeyChecks(page, 'planner-onboarding-hours');
  await next();

  // 4. O que incluir: the courses of the plan the new account bought, with their lessons; the bank, reviews, cases
  // and simulados.
  await step('O que incluir', 4);
  const courses = page.getByRole('group', { name: 'Cursos' });
  await expect(courses.getByRole('checkbox').first()).toBeVisible();
  await expect(courses.getByText(/\d+ aulas? ·/).first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Questões/ })).toBeChecked();
  await next();

  // 5. Nível: a self-rating of two grandes áreas.
  await step('Nível por grande área', 5);
  await page.getByRole('radio', { name: /Autoavaliação/ }).check();
  const areas = page.getByRole('group').filter({ has: page.getByRole('radio', { name: 'Muito fraco' }) });
  await areas.nth(0).getByRole('radio', { name: 'Fraco', exact: true }).check();
  await areas.nth(1).getByRole('radio', { name: 'Forte', exact: true }).check();
  await journeyChecks(page, 'planner-onboarding-level');
  await next();

  // 6. Resumo, then the plan.
  await step('Resumo', 6);
  await expect(page.getByText('Autoavaliação de 2 grandes áreas')).toBeVisible();
  await journeyChecks(page, 'planner-onboarding-summary');
  await page.getByRole('button', { name: 'Criar plano' }).click();
  const seePlan = page.getByRole('link', { name: 'Ver meu plano' });
  await expect(page.getByRole('heading', { level: 1, name: 'Seu plano de estudos' }).or(seePlan)).toBeVisible();
  if (await seePlan.isVisible()) await seePlan.click();
  await expect(page).toHaveURL(/\/planner\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seu plano de estudos' })).toBeVisible();
  await expect(page.getByText(`Faltam ${examInDays} dias`)).toBeVisible();
  await expect(page.getByText(/Cobertura prevista até a prova: \d+%/)).toBeVisible();
  const shares = page.getByRole('region', { name: 'Divisão por grande área' });
  await expect(shares.getByText(/^Incidência nas suas provas \d+%/).first()).toBeVisible();
  await journeyChecks(page, 'planner-plan-new');

  // Home now shows today's part of the plan instead of the call to action.
  await page.goto(`${site.origin}/`);
  await expect(page.getByTestId('planner-today').getByRole('heading', { name: 'Hoje no seu plano' })).toBeVisible();
  await expect(page.getByTestId('planner-cta')).toHaveCount(0);
});
