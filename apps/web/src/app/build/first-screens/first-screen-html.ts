import type { Plugin } from 'vite';

/**
 * Issue 19: what a drawn first screen's HTML file changes in the build's index.html: the screen itself, and the
 * app's scripts held back until it has painted.
 */

/**
 * The page's markup inside #root, marked for the app (app/first-screen.ts keeps showing it until the page is
 * drawn) and inert: a field typed into before the app runs would lose its text when the app draws its own.
 */
export const withDrawnScreen = (indexHtml: string, path: string, locale: string, markup: string): string =>
  indexHtml
    .replace('<html lang="pt-BR">', `<html lang="${locale}">`)
    // Painted whole or not at all: a half-parsed screen would grow (and its centred card move) as the rest comes.
    .replace('</head>', '<link rel="expect" href="#first-screen-end" blocking="render" />\n  </head>')
    .replace(
      '<div id="root"></div>',
      `<div id="root"><div class="contents" data-first-screen="${path}" inert>${markup}</div><span id="first-screen-end"></span></div>`,
    );

/** The app's scripts: its early reads (public/boot-prefetch.js), its entry, the entry's preloaded imports. */
const appScripts = [
  /<script src="\/boot-prefetch\.js"[^>]*><\/script>/g,
  /<script type="module"[^>]*><\/script>/g,
  /<link rel="modulepreload"[^>]*>/g,
];

/**
 * The app's scripts moved into a template that public/start-after-paint.js inserts once what is drawn (the build's
 * first screen, a learner's last screen) has painted, or at once when nothing is. Fetched earlier, on a fast
 * connection the bundle ran before the first paint and drew the page again, and the early reads ended before it:
 * either way the page's largest paint waited for them. On a slow one they still start long before the bundle has
 * arrived. Nothing changes if the build has no module script, or its scripts are already held.
 * The starter itself is fetched at high priority, beside the stylesheet: it paints a returning learner's screen, so
 * nothing paints before it has run (an async script's default low priority let it arrive after the stylesheet, and
 * Lighthouse's simulation counted its task as blocking the page after a first paint that cannot happen without it).
 */
export function withScriptsAfterPaint(html: string): string {
  if (!html.includes('<script type="module"') || html.includes('<template id="app-scripts">')) return html;
  const scripts = appScripts.flatMap((pattern) => html.match(pattern) ?? []);
  const rest = appScripts.reduce((text, pattern) => text.replace(pattern, ''), html);
  const template = `<template id="app-scripts">${scripts.join('')}</template>`;
  return rest.replace(
    '</head>',
    `${template}\n    <script src="/start-after-paint.js" async fetchpriority="high"></script>\n  </head>`,
  );
}

/** Production build only: index.html itself holds the app's scripts until a learner's last screen has painted. */
export function scriptsAfterPaintPlugin(): Plugin {
  return {
    name: 'members:scripts-after-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: withScriptsAfterPaint },
  };
}
