import { existsSync } from 'node:fs';
import { chromium, type Route } from '@playwright/test';

/** What the app asks the API while it boots, answered as for a site without a producer: a neutral screen. */
const neutralAnswers: Record<string, unknown> = {
  '/api/app-config': {
    verticals: [],
    vertical_override: null,
    tag_manager: { host: null, default_container_id: null },
    qr_code_base_url: null,
    analytics_script_url: null,
  },
  '/api/producers': [],
};

function answer(route: Route): Promise<void> {
  const { pathname } = new URL(route.request().url());
  const body = neutralAnswers[pathname];
  if (body === undefined) return route.fulfill({ status: 404, json: { error: { code: 'common.not_found' } } });
  return route.fulfill({ json: body });
}

const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * Opens `path` of the built app in Chromium (a 412 px phone in `locale`, light, no producer) and returns its layout's
 * markup once `readySelector` shows: the first screen as the app draws it, to be served before the bundle runs.
 */
export async function captureFirstScreen(
  origin: string,
  path: string,
  readySelector: string,
  locale: string,
): Promise<string> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, locale, colorScheme: 'light' });
    await page.route('**/api/**', answer);
    await page.goto(`${origin}${path}`);
    await page.locator(readySelector).waitFor();
    return await page
      .locator('[data-layout]')
      .first()
      .evaluate((layout) => {
        // The page's enter animation starts transparent: replayed on the served copy, it would hide the screen.
        for (const frame of layout.querySelectorAll('[data-transition]')) frame.removeAttribute('class');
        // A select's choice is a property: written as an attribute, the served copy shows the same one.
        for (const option of layout.querySelectorAll('option')) option.toggleAttribute('selected', option.selected);
        return layout.outerHTML;
      });
  } finally {
    await browser.close();
  }
}
