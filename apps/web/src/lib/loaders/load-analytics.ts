const loads = new Map<string, Promise<boolean>>();

export function analyticsLoadErrorMessage(url: string): string {
  return `Não foi possível carregar o script de análise (${url}). Um bloqueador de anúncios pode estar impedindo o carregamento.`;
}

/**
 * Injects the analytics script once, on demand. Resolves true when it loaded; on failure logs an error
 * (with the ad-blocker hint), removes the tag so a later call may retry, and resolves false.
 */
export function loadAnalytics(url: string): Promise<boolean> {
  const existing = loads.get(url);
  if (existing) return existing;
  const load = new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = url;
    script.dataset.analytics = '';
    script.addEventListener('load', () => resolve(true), { once: true });
    script.addEventListener(
      'error',
      () => {
        console.error(analyticsLoadErrorMessage(url));
        script.remove();
        loads.delete(url);
        resolve(false);
      },
      { once: true },
    );
    document.head.appendChild(script);
  });
  loads.set(url, load);
  return load;
}
