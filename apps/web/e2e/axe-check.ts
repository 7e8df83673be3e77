import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** The rules every journey check runs: WCAG 2.0–2.2 A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core (1.3 MB of source) in each frame of the page, once per document. AxeBuilder evaluates the whole source
 * in the top frame on every call and again in each frame (twice in the top one): with two calls per journey check
 * that was as long as the analysis itself. A frame that cannot take it (an aborted or detached one) is skipped,
 * as AxeBuilder skips it.
 */
async function injectOnce(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')) continue;
      await frame.evaluate(axe.source);
    } catch {
      // A frame navigating away or gone: nothing to check in it.
    }
  }
}

/**
 * The serious and critical violations on the page as drawn now, each as "rule: help (targets)". Only violations
 * are collected in full (`resultTypes`): the passes' and incomplete checks' node selectors, which a journey never
 * reads, were most of the analysis. Legacy mode runs axe in each frame in place; the default opens a blank page to
 * merge the frames' results, which took 1.4–2.7 s a call here against 0.7–1.2 s.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await injectOnce(page);
  const results = await new AxeBuilder({ page, axeSource: ';' }) // axe is already in every frame (injectOnce)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] }) // before withTags, which adds to these options
    .withTags(wcagTags)
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
