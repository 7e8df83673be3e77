import type { Page } from '@playwright/test';
import { expect, journeyChecks, plantSessionToken, test } from './fixtures.ts';

/** Client-side navigation without a link: the router follows the browser history (popstate). */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  await expect(page).toHaveURL(path);
}

/** What the page logs as errors, from now on. */
function consoleErrors(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') lines.push(message.text());
  });
  return lines;
}

/** The producer's header (its home link) and the main navigation are on screen, at any width. */
async function expectChrome(page: Page): Promise<void> {
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
  await expect(page.getByRole('link', { name: /página inicial|home page/ })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: /Navegação principal|Main navigation/ }).filter({ visible: true }),
  ).toHaveCount(1);
}

test.describe('without a session', () => {
  test('a protected route redirects to /auth/newLogin; public routes stay', async ({ page }) => {
    await page.goto('/questoes');
    await expect(page).toHaveURL('/auth/newLogin');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar na plataforma' })).toBeVisible();

    for (const path of ['/checkout', '/page/offers']) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByTestId('coming-soon')).toBeVisible();
    }
    for (const [path, heading] of [
      ['/erros/auth', 'Sua sessão terminou'],
      ['/auth/signUp', 'Criar conta'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await journeyChecks(page, 'routing-public-auth');
  });
});

test.describe('with a session', () => {
  test.beforeEach(async ({ page }) => plantSessionToken(page));

  test('a {type} other than movie, tv or courses is a 404 inside the chrome, the path in the console; Go Back goes home', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL ?? '' }]);
    const logged = consoleErrors(page);
    await page.goto('/filmes/12');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByText(/broken or the URL may not exist/)).toBeVisible();
    await expectChrome(page);
    await expect(page.getByText(/Page Not Found/)).toHaveCount(0);
    expect(logged.some((line) => line.includes('Page Not Found: /filmes/12'))).toBe(true);
    await journeyChecks(page, 'routing-not-found');

    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('error-screen')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Study now' })).toBeVisible();
  });

  test('the 404 screen is in Portuguese for a Portuguese interface, and valid types are accepted', async ({ page }) => {
    await page.goto('/series');
    await expect(page.getByRole('heading', { name: 'Esta página não foi encontrada' })).toBeVisible();
    await expect(page.getByText(/O link pode estar quebrado/)).toBeVisible();
    await expect(page.getByText(/Page Not Found/)).toHaveCount(0);
    await expectChrome(page);

    await expect(page).toHaveTitle(/^Esta página não foi encontrada · /);

    // Each catalog is titled as its heading says.
    for (const [path, heading] of [
      ['/courses', 'Cursos'],
      ['/movie', 'Palestras'],
      ['/tv', 'Séries'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
      await expect(page).toHaveTitle(new RegExp(`^${heading} · `));
    }
    await expect(page.getByText('Nenhum conteúdo por aqui ainda')).toBeVisible();
    // The planted token is no real session, so the API would answer 401 first: answer as it does for a signed-in
    // learner asking for an id that is no course of theirs.
    await page.route('**/api/courses/42', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'common.validation_failed', message: 'Validation failed' } }),
      }),
    );
    await page.goto('/tv/42');
    await expect(page.getByTestId('course-not-found')).toBeVisible();
  });

  test('the purchase pages carry the spec titles; an unknown product or offer is a friendly not-found', async ({
    page,
  }) => {
    // The question bank's, the clinical cases' and the planner's titled routes have their own journeys; the offers
    // and the checkout are real pages now (issue 17): an id that is no product shows the not-found without a call.
    await page.route(/\/api\/offers\/abc(\?.*)?$/, (route) =>
      route.fulfill({ status: 404, json: { error: { code: 'offers.offer_not_found', message: 'Not found' } } }),
    );
    const titled = [
      ['/page/offers/9', 'Oferta', 'Produto não encontrado'],
      ['/page/offer/abc/checkout', 'Finalizar compra', 'Oferta não encontrada'],
    ] as const;
    for (const [path, title, heading] of titled) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${title} · `)); // one rule: every title ends with the producer's name
    }
    await journeyChecks(page, 'routing-purchase-not-found');
    await page.getByRole('link', { name: 'Ir para o início' }).click();
    await expect(page).toHaveURL('/');
  });

  test('layouts follow the route: planner for /planner/*, pages for /page/*, default elsewhere', async ({ page }) => {
    // The planted token is unknown to the API: answer the plan's read as for another learner's plan.
    await page.route(/\/api\/planner\/plans\/9(\?.*)?$/, (route) =>
      route.fulfill({ status: 404, json: { error: { code: 'planner.not_found', message: 'Not found' } } }),
    );
    await page.goto('/planner/9/activities');
    await expect(page.locator('[data-layout="planner"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Plano não encontrado' })).toBeVisible();
    // The planner keeps the way around the app: the header's links on a desktop, the bottom bar on a phone.
    const navigation = page.getByRole('navigation', { name: 'Navegação principal' });
    await expect(navigation.filter({ visible: true })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Meu perfil' })).toBeVisible();
    await page.setViewportSize({ width: 412, height: 823 });
    await expect(navigation.filter({ visible: true }).getByRole('link', { name: 'Planner' })).toBeVisible();
    await page.goto('/page/offers/12');
    await expect(page.locator('[data-layout="pages"]')).toBeVisible();
    // A page whose calls the fixture answers (the planted token is unknown to the API: a refused call would hide
    // the chrome behind the session-ended modal).
    await page.goto('/courses');
    await expect(page.locator('[data-layout="default"]')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegação principal' }).first()).toBeAttached();
  });

  test('a new path remounts the page, without reloading the document', async ({ page }) => {
    await page.goto('/page/offers/1');
    await expect(page.getByTestId('offers-not-found')).toBeVisible();
    await page.evaluate(() => {
      (window as Window & { stillSameDocument?: boolean }).stillSameDocument = true;
      document.querySelector('[data-testid="offers-not-found"]')?.setAttribute('data-marker', 'first');
    });
    await navigateInApp(page, '/page/offers/2');
    await expect(page.getByRole('heading', { level: 1, name: 'Produto não encontrado' })).toBeVisible();
    await expect(page.locator('[data-marker="first"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as Window & { stillSameDocument?: boolean }).stillSameDocument)).toBe(
      true,
    );
  });

  // The module search kept alive across a lesson and back: courses-lesson.spec.ts, with a real session.

  test('an unknown path shows the 404 screen in Portuguese, inside the chrome; Voltar goes home', async ({ page }) => {
    const logged = consoleErrors(page);
    await page.goto('/questoes/filtro/a/b/c');
    await expect(page.getByRole('heading', { level: 1, name: 'Esta página não foi encontrada' })).toBeVisible();
    await expectChrome(page);
    await expect(page.getByText(/Page Not Found/)).toHaveCount(0);
    expect(logged.some((line) => line.includes('Page Not Found: /questoes/filtro/a/b/c'))).toBe(true);
    await journeyChecks(page, 'routing-unknown-path');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Estudar agora' })).toBeVisible();
  });
});

test.describe('page chrome', () => {
  test.beforeEach(async ({ page }) => {
    await plantSessionToken(page);
    // The planted token is unknown to the API: pages here make no call it would refuse (a 401 ends the
    // session and hides the page behind the unauthorized modal); the module search's course is "not found".
    await page.route(/\/api\/courses\/abc(\/.*)?(\?.*)?$/, (route) =>
      route.fulfill({ status: 404, json: { error: { code: 'common.not_found', message: 'Not found' } } }),
    );
  });

  /** The transition frame of the page on screen (kept-alive pages keep theirs, hidden). */
  const frameOf = (page: Page) => page.locator('[data-transition]').filter({ visible: true }).first();
  const animationOf = (page: Page) => frameOf(page).evaluate((element) => getComputedStyle(element).animationName);

  test('page transitions follow the route: none for /search, slide-right for module search, fade elsewhere', async ({
    page,
  }) => {
    await page.goto('/search');
    await expect(frameOf(page)).toHaveAttribute('data-transition', 'none');
    expect(await animationOf(page)).toBe('none');

    await page.goto('/page/offers/12');
    await expect(frameOf(page)).toHaveAttribute('data-transition', 'fade');
    expect(await animationOf(page)).toBe('page-fade-in');

    await page.goto('/courses/abc/module/search');
    await expect(frameOf(page)).toHaveAttribute('data-transition', 'slide-right');
    expect(await animationOf(page)).toBe('page-slide-right-in');
  });

  test('no page animation under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    for (const path of ['/page/offers/12', '/courses/abc/module/search']) {
      await page.goto(path);
      await expect(frameOf(page)).toBeVisible();
      expect(await animationOf(page)).toBe('none');
    }
  });

  test('the flashcard background is preloaded', async ({ page }) => {
    const image = page.waitForResponse((response) => response.url().endsWith('/flashcard-fundo.jpg'));
    await page.goto('/questoes');
    await expect(page.locator('link[rel="preload"][as="image"][href="/flashcard-fundo.jpg"]')).toHaveCount(1);
    const response = await image;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
  });

  test('the loading layout shows while the branding loads', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/producers**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/questoes');
    await expect(page.locator('[data-layout="loading"]')).toBeVisible();
    await expect(page.getByTestId('coming-soon')).toHaveCount(0);
    release();
    await expect(page.locator('[data-layout="default"]')).toBeVisible();
    await expect(page.locator('[data-layout="loading"]')).toHaveCount(0);
  });
});
