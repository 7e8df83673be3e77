import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { blockExternalRequests, expect, journeyChecks, test, verticalOrigin } from './fixtures.ts';
import { signIn } from './auth-journey.ts';

/** Each journey signs in on its own producer's site: one active session per user and producer. */
const site = verticalOrigin('foco-oftalmo.oftalmologia');

test('/Acessos for a freemium learner: the trial end date and the upgrade link', async ({ page }) => {
  test.setTimeout(60_000);
  await blockExternalRequests(page);
  const login = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
  await signIn(page, site, 'freemium@medmember.dev');
  await expect(page).toHaveURL(/\/courses$/);
  const { freemium } = (await (await login).json()) as { freemium: { data_fim_acesso: string; fremiumUrl: string } };

  await page.goto(`${site}/Acessos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Meus acessos' })).toBeVisible();
  const notice = page.getByTestId('freemium-notice');
  const endsAt = format(new Date(freemium.data_fim_acesso), 'PPP', { locale: ptBR });
  await expect(notice).toContainText(`Seu acesso gratuito vai até ${endsAt}.`);
  const upgrade = notice.getByRole('link', { name: /Assinar agora/ });
  await expect(upgrade).toHaveAttribute('href', freemium.fremiumUrl);
  expect(freemium.fremiumUrl).toMatch(/^\/page\/offers\/[0-9a-f-]{36}$/);

  const trial = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Degustação/ }) });
  await expect(trial.getByText('Degustação', { exact: true })).toBeVisible(); // its source: the trial
  await expect(trial.getByText('Ativo')).toBeVisible();
  await expect(trial.getByText(format(new Date(freemium.data_fim_acesso), 'dd/MM/yyyy'))).toBeVisible();
  await journeyChecks(page, 'profile-accesses-freemium');

  await page.emulateMedia({ colorScheme: 'dark' });
  await journeyChecks(page, 'profile-accesses-freemium-dark');

  // The upgrade link is our own offers page: it opens in the app, in this tab.
  await page.emulateMedia({ colorScheme: 'light' });
  await upgrade.click();
  await expect(page).toHaveURL(`${site}${freemium.fremiumUrl}`);
});
