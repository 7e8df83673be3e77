import { blockExternalRequests, expect, journeyChecks, test } from './fixtures.ts';
import { producerSite, signIn, signUpFresh } from './auth-journey.ts';

/**
 * The clinical cases' pages (issue 15): (a) a new learner finds a case by its title, then by subject and difficulty in
 * the filter, opens it and starts it; (b) aluno@ (the demo seed: one case in progress, two finished) reads a finished
 * case's debrief, with the peers' shares and the essentials missed, and finds the case in progress on /questoes.
 */
test('a new learner searches, filters by subject and difficulty, opens a case and starts it', async ({ page }) => {
  test.setTimeout(180_000);
  const site = producerSite('fluxo-vascular');
  await blockExternalRequests(page);
  await signUpFresh(page, site.origin, { prefix: 'casos-lista', nome: 'Helena Duarte', password: 'casos-lista-1' });

  await page.goto(`${site.origin}/casos-clinicos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Casos Clínicos' })).toBeVisible();
  await expect(page).toHaveTitle(`Casos Clínicos · ${site.nome}`);
  await expect(page.getByRole('heading', { name: 'Você ainda não começou nenhum caso' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Sugeridos para você' }).getByTestId('case-card').first(),
  ).toBeVisible();
  await journeyChecks(page, 'clinical-cases-overview');

  // The title search: the address follows the typing, the results show the case.
  await page.getByRole('searchbox', { name: 'Buscar caso pelo título' }).fill('panturrilha');
  await expect(page).toHaveURL(/\/casos-clinicos\?q=panturrilha$/);
  const results = page.getByTestId('search-results');
  await expect(
    results.getByRole('heading', { name: 'Dor na panturrilha que obriga a parar no caminho do trabalho' }),
  ).toBeVisible();
  await expect(page.getByText('1 caso com “panturrilha” no título')).toBeVisible();

  // The filter: the subject tree with live counts, then the difficulty.
  await page.getByRole('link', { name: 'Filtrar casos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Filtrar casos clínicos' })).toBeVisible();
  await page.getByRole('button', { name: 'Mostrar subtemas de Doenças Arteriais' }).click();
  const subject = page.getByRole('checkbox', { name: /^Doença Arterial Obstrutiva Periférica \(\d+ casos?\)$/ });
  await subject.check();
  await expect(page).toHaveURL(/assuntos=\d+/);
  const easy = page.getByRole('checkbox', { name: /^Fácil \(\d+ casos?\)$/ });
  await easy.check();
  await expect(page).toHaveURL(/dificuldade=easy/);
  const found = page.getByTestId('filter-results');
  const opener = found.getByRole('link', {
    name: 'Abrir o caso Dor na panturrilha que obriga a parar no caminho do trabalho',
  });
  await expect(opener).toBeVisible();
  await expect(found.getByText('Médio')).toHaveCount(0);
  await journeyChecks(page, 'clinical-case-filter');

  // The case before starting, then "Começar caso" opens the run.
  await opener.click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dor na panturrilha que obriga a parar no caminho do trabalho' }),
  ).toBeVisible();
  await expect(page.getByText(/alunos concluíram · média \d+%/)).toBeVisible();
  await journeyChecks(page, 'clinical-case-before');
  const caseUrl = new URL(page.url());
  const caseId = caseUrl.pathname.split('/').at(-1);
  await page.getByRole('button', { name: 'Começar caso' }).click();
  await expect(page).toHaveURL(new RegExp(`/casos-clinicos/execucao\\?caso=${caseId}$`));

  // Back on the case page, the attempt in progress reads "Continuar".
  await page.goto(caseUrl.toString());
  await expect(page.getByRole('link', { name: 'Continuar' })).toHaveAttribute(
    'href',
    `/casos-clinicos/execucao?caso=${caseId}`,
  );

  // A case that does not exist (or is another producer's: the same 404) shows the not-found state.
  await page.goto(`${site.origin}/casos-clinicos/2147483000`);
  await expect(page.getByRole('heading', { level: 1, name: 'Caso clínico não encontrado.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Voltar aos casos clínicos' })).toHaveAttribute(
    'href',
    '/casos-clinicos',
  );
});

test('aluno@ reads a finished case’s debrief with the peers’ shares and the missed essentials', async ({ page }) => {
  test.setTimeout(120_000);
  const site = producerSite('plano-anestesico');
  await blockExternalRequests(page);
  await signIn(page, site.origin, 'aluno@medmember.dev');

  // /questoes links to the case in progress.
  await page.goto(`${site.origin}/questoes`);
  const links = page.getByRole('region', { name: 'Casos em andamento' });
  await expect(links.getByRole('link', { name: /Etapa \d+ de \d+/ }).first()).toHaveAttribute(
    'href',
    /^\/casos-clinicos\/execucao\?caso=\d+$/,
  );

  await page.goto(`${site.origin}/casos-clinicos`);
  await expect(page.getByRole('region', { name: 'Em andamento' }).getByText(/^Etapa \d+ de \d+$/)).toBeVisible();
  const finished = page.getByRole('region', { name: 'Concluídos' });
  await expect(finished.getByTestId('case-card')).toHaveCount(2);
  await finished
    .getByRole('link', { name: /^Abrir o caso / })
    .first()
    .click();

  const debrief = page.getByTestId('debrief');
  await expect(debrief.getByTestId('debrief-total')).toHaveText(/^\d+%$/);
  await expect(page.getByRole('button', { name: 'Refazer como prática' })).toBeVisible();
  await expect(debrief.getByTestId('debrief-missed').getByRole('listitem').first()).toBeVisible();
  await expect(debrief.getByText(/^\d+% dos colegas escolheram /).first()).toBeAttached();
  await expect(debrief.getByTestId('peer-share').first()).toBeVisible();
  await expect(debrief.getByText('Sua escolha').first()).toBeVisible();
  await expect(debrief.getByRole('link', { name: /^\d+ ite(m foi|ns foram) para sua revisão$/ })).toHaveAttribute(
    'href',
    '/flashcards/study?erros=1',
  );
  await journeyChecks(page, 'clinical-case-debrief');
});
