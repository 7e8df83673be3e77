import { describe, expect, it } from 'vitest';
import { withDrawnScreen, withScriptsAfterPaint } from './first-screen-html.ts';

/** The shape of the build's index.html: its early reads, entry, preloads and stylesheet in the head. */
const builtIndex = `<!doctype html>
<html lang="pt-BR">
  <head>
    <script src="/boot-prefetch.js" async></script>
    <link rel="preload" as="image" href="/flashcard-fundo.jpg" type="image/jpeg" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/cVendor1.js">
    <link rel="modulepreload" crossorigin href="/assets/cVendor2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('a drawn first screen (issue 19)', () => {
  it('puts the markup in #root, inert and marked with its path, in the page language', () => {
    const page = parse(withDrawnScreen(builtIndex, '/auth/newLogin', 'en', '<h1 id="auth-title">Sign in</h1>'));
    expect(page.documentElement.lang).toBe('en');
    const drawn = page.querySelector<HTMLElement>('#root > [data-first-screen]');
    expect(drawn?.dataset.firstScreen).toBe('/auth/newLogin');
    expect(drawn?.hasAttribute('inert')).toBe(true);
    expect(drawn?.querySelector('#auth-title')?.textContent).toBe('Sign in');
  });

  it('holds the early reads, the entry and its preloads in a template, and starts them after the paint', () => {
    const page = parse(withScriptsAfterPaint(builtIndex));
    // Nothing of the app is fetched while the page parses: only the starter and the stylesheet are live.
    expect([...page.head.querySelectorAll('script')].map((script) => script.getAttribute('src'))).toEqual([
      '/start-after-paint.js',
    ]);
    // It draws what paints first (a learner's last screen): fetched with the stylesheet, not after it.
    expect(page.head.querySelector('script[src="/start-after-paint.js"]')?.getAttribute('fetchpriority')).toBe('high');
    expect(page.head.querySelector('link[rel="modulepreload"]')).toBeNull();
    expect(page.head.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/assets/index-abc.css');
    expect(page.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull();
    const held = page.querySelector<HTMLTemplateElement>('template#app-scripts')?.content;
    expect([...(held?.children ?? [])].map((node) => node.getAttribute('src') ?? node.getAttribute('href'))).toEqual([
      '/boot-prefetch.js',
      '/assets/index-abc.js',
      '/assets/cVendor1.js',
      '/assets/cVendor2.js',
    ]);
    expect(held?.querySelector('script[type="module"]')?.hasAttribute('crossorigin')).toBe(true);
  });

  it('gives the same file twice in a row (each language is written from the same index)', () => {
    expect(withScriptsAfterPaint(builtIndex)).toBe(withScriptsAfterPaint(builtIndex));
  });

  it('holds them once: the drawn login is written from an index.html whose scripts are already held', () => {
    const held = withScriptsAfterPaint(builtIndex);
    expect(withScriptsAfterPaint(withDrawnScreen(held, '/auth/newLogin', 'pt-BR', '<h1>Entrar</h1>'))).toBe(
      withDrawnScreen(held, '/auth/newLogin', 'pt-BR', '<h1>Entrar</h1>'),
    );
    expect(held.match(/start-after-paint\.js/g)).toHaveLength(1);
  });

  it('leaves a page without a module script as it is', () => {
    const plain = builtIndex.replace(/<script type="module"[^>]*><\/script>/, '');
    expect(withScriptsAfterPaint(plain)).toBe(plain);
  });
});
