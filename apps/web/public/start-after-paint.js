/* global document */
/**
 * Issue 19: on a page served with its first screen drawn (app/build/first-screens), the app's scripts wait in
 * <template id="app-scripts"> until that screen has painted, then start as the build wrote them (a script cloned
 * from a template runs when inserted). A hidden page paints nothing: it starts at once. The timer is a safety net
 * for a browser that reports no paint.
 */
(() => {
  const template = document.getElementById('app-scripts');
  if (!template) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    document.head.append(document.importNode(template.content, true));
  };
  if (document.visibilityState === 'hidden') return start();
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
    return;
  }
  setTimeout(start, 3000);
})();
