import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { producerSite, signIn } from './auth-journey.ts';

/** freemium@ on Lumen Oftalmologia (no other journey signs in as this pair): a 7-day trial of one course. */
const site = producerSite('lumen-oftalmologia');
const lockedCourse = 'Intensivo R3: Prova de Título do CBO';
const trialCourse = 'Introdução à Oftalmologia: exame ocular e urgências';

test('a freemium learner sees the trial banner, open and locked courses with their purchase links, listings and series', async ({
  page,
}) => {
  // Seven pages, each checked by axe and photographed at two sizes: 66 s on a quiet box, over 90 s in CI.
  test.setTimeout(180_000);
  await blockExternalRequests(page);
  await signIn(page, site.origin, 'freemium@medmember.dev');
  await expect(page).toHaveURL(/\/courses$/);

  const banner = page.getByTestId('freemium-banner');
  await expect(banner).toContainText('Seu acesso gratuito vai até');
  // The plan is sold here: the upgrade and a locked course's purchase link open our offers pages, in the app.
  const offersPage = /^\/page\/offers\/[0-9a-f-]{36}$/;
  await expect(banner.getByRole('link', { name: /Assinar agora/ })).toHaveAttribute('href', offersPage);

  // Locked courses are listed after the open one, each with its purchase link; the trial course opens.
  const lockedCard = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: lockedCourse }) })
    .first();
  await expect(lockedCard.getByText('Bloqueado')).toBeVisible();
  await expect(lockedCard.getByRole('link', { name: /Adquirir/ })).toHaveAttribute('href', offersPage);
  await expect(lockedCard.getByRole('link', { name: /Adquirir/ })).not.toHaveAttribute('target', '_blank');
  await journeyChecks(page, 'courses-catalog-freemium');

  // A category listing, paged, with every course of the category.
  await page.goto(`${site.origin}/courses/neuroftalmologia/todos`);
  await expect(page.getByRole('heading', { level: 1, name: /Neuroftalmologia/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: trialCourse })).toBeVisible();
  await expect(page.getByRole('heading', { name: lockedCourse })).toBeVisible();
  await journeyChecks(page, 'courses-listing');

  // A locked course's lesson: no player, the way to buy it instead.
  await page.getByRole('link', { name: lockedCourse }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: lockedCourse })).toBeVisible();
  await expect(page.getByText('Conteúdo bloqueado')).toBeVisible();
  await page.getByRole('region', { name: 'Módulos' }).getByRole('link').first().click();
  // The first lesson is a free sample (it opens: its Vimeo player cannot load offline); the second is locked.
  await expect(page.getByRole('button', { name: 'Marcar como assistida' })).toBeVisible();
  await page.getByRole('list', { name: 'Aulas do módulo' }).first().getByRole('link').nth(1).click();
  await expect(page.getByText(`Esta aula faz parte de ${lockedCourse}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar como assistida' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Adquirir acesso/ }).first()).toHaveAttribute('href', offersPage);
  await expect(page.locator('video')).toHaveCount(0);
  await journeyChecks(page, 'courses-module-locked');

  // Series and talks have their own catalogs; an unknown type is the fatal 404.
  await page.goto(`${site.origin}/tv`);
  await expect(page.getByRole('heading', { name: 'Quinta do Fundo de Olho: casos comentados' }).first()).toBeVisible();
  await page.goto(`${site.origin}/movie`);
  await expect(page.getByRole('heading', { name: 'Aula Magna: Fechamento angular primário' }).first()).toBeVisible();
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  await page.goto(`${site.origin}/series`);
  await expect(page.getByRole('heading', { name: 'Esta página não foi encontrada' })).toBeVisible();
  await expect(page.getByText(/Page Not Found/)).toHaveCount(0);
  expect(logged.some((line) => line.includes('Page Not Found: /series'))).toBe(true);

  // Dark mode is finished too: the catalog and a course's page.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${site.origin}/courses`);
  await expect(page.getByTestId('freemium-banner')).toBeVisible();
  await journeyChecks(page, 'courses-catalog-dark');
  await page.getByRole('link', { name: trialCourse }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: trialCourse })).toBeVisible();
  await journeyChecks(page, 'courses-detail-dark');
  await page.getByRole('region', { name: 'Módulos' }).getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'Marcar como assistida' })).toBeVisible();
  await journeyChecks(page, 'courses-module-dark');
});

test('home shows the learner’s courses in progress with a way back into the last lesson', async ({ page }) => {
  // aluno@ on Ortopedia Ativa: seeded progress in two courses (no other journey signs in as this pair).
  // Two pages checked at two sizes took 32 s on a quiet box.
  test.setTimeout(90_000);
  const home = producerSite('ortopedia-ativa');
  await blockExternalRequests(page);
  await signIn(page, home.origin, 'aluno@medmember.dev');
  await page.goto(`${home.origin}/`);
  const yours = page.getByRole('region', { name: 'Seus cursos' });
  await expect(yours.getByRole('link', { name: /Continuar/ }).first()).toHaveAttribute(
    'href',
    /\/module\/\d+\?aula=\d+$/,
  );
  await expect(yours.getByText(/de \d+ aulas assistidas/).first()).toBeVisible();
  await journeyChecks(page, 'courses-home');

  // /Acessos of the same pair: where each access came from (the plan bought here, a Hotmart immersion that
  // ended, a gift), with its dates and the way to renew.
  await page.goto(`${home.origin}/Acessos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Meus acessos' })).toBeVisible();
  const card = (name: RegExp) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  const plan = card(/^Extensivo Ortopedia Ativa 2027$/);
  await expect(plan.getByText('Compra no site')).toBeVisible();
  await expect(plan.getByText('Ativo')).toBeVisible();
  await expect(plan.getByRole('link', { name: 'Ver produto' })).toHaveAttribute('href', /^\/page\/offers\//);
  const immersion = card(/^Imersão em Fraturas Expostas$/);
  await expect(immersion.getByText('Hotmart')).toBeVisible();
  await expect(immersion.getByText('Expirado')).toBeVisible();
  await expect(immersion.getByRole('link', { name: /Renovar acesso/ })).toHaveAttribute(
    'href',
    /^https:\/\/pay\.hotmart\.com\//,
  );
  await expect(card(/^Aulão de véspera/).getByText('Cortesia')).toBeVisible();
  await journeyChecks(page, 'profile-accesses-sources');
});
