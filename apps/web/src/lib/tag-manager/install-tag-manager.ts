export interface TagManagerSettings {
  /** First-party tag-manager host (e.g. https://tags.example.com.br); null disables tags. */
  host: string | null;
  defaultContainerId: string | null;
  verticalContainerId: string | null;
}

const markerAttribute = 'data-tag-manager-container';

function containerUrl(host: string, file: 'gtm.js' | 'ns.html', id: string): string {
  return `${host.replace(/\/+$/, '')}/${file}?id=${encodeURIComponent(id)}`;
}

function injectContainer(host: string, id: string): void {
  if (document.head.querySelector(`script[${markerAttribute}="${CSS.escape(id)}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = containerUrl(host, 'gtm.js', id);
  script.setAttribute(markerAttribute, id);
  document.head.appendChild(script);

  const noscript = document.createElement('noscript');
  noscript.setAttribute(markerAttribute, id);
  const iframe = document.createElement('iframe');
  iframe.src = containerUrl(host, 'ns.html', id);
  iframe.height = '0';
  iframe.width = '0';
  iframe.style.display = 'none';
  iframe.style.visibility = 'hidden';
  iframe.title = `Tag manager ${id}`;
  // Set as markup, like the standard snippet: with scripting on, the browser keeps it as inert text and
  // never fetches the iframe (a detached element's outerHTML does not load anything either).
  noscript.innerHTML = iframe.outerHTML;
  const lastNoscript = [...document.body.querySelectorAll(`:scope > noscript[${markerAttribute}]`)].at(-1);
  if (lastNoscript) lastNoscript.after(noscript);
  else document.body.prepend(noscript);
}

/**
 * Loads the shared default container, then the vertical's own (spec §1), each as script in <head> and
 * no-script iframe at the start of <body>. Idempotent; nothing happens without a host.
 */
export function installTagManager({ host, defaultContainerId, verticalContainerId }: TagManagerSettings): void {
  if (!host) return;
  for (const id of [defaultContainerId, verticalContainerId]) {
    if (id) injectContainer(host, id);
  }
}

/** Tag-manager settings for this site from the runtime config and the resolved vertical. */
export function tagManagerSettings(
  config: { tag_manager: { host: string | null; default_container_id: string | null } },
  vertical: { tag_manager_container_id: string | null } | null,
): TagManagerSettings {
  return {
    host: config.tag_manager.host,
    defaultContainerId: config.tag_manager.default_container_id,
    verticalContainerId: vertical?.tag_manager_container_id ?? null,
  };
}
