import { afterEach, describe, expect, it } from 'vitest';
import { installTagManager, tagManagerSettings } from './install-tag-manager.ts';

const host = 'https://tags.example.com.br';
const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
const noscripts = () => [...document.body.querySelectorAll(':scope > noscript')];

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('installTagManager', () => {
  it('injects the default container then the vertical one, as async script and no-script iframe', () => {
    document.body.innerHTML = '<div id="root"></div>';
    installTagManager({ host, defaultContainerId: 'GTM-DEF', verticalContainerId: 'GTM-OFT' });

    expect(scripts()).toEqual([`${host}/gtm.js?id=GTM-DEF`, `${host}/gtm.js?id=GTM-OFT`]);
    expect([...document.head.querySelectorAll('script')].every((s) => s.async)).toBe(true);

    const [first, second] = noscripts();
    expect(document.body.firstElementChild).toBe(first);
    expect(second?.nextElementSibling?.id).toBe('root');
    for (const [noscript, id] of [
      [first, 'GTM-DEF'],
      [second, 'GTM-OFT'],
    ] as const) {
      const markup = noscript?.innerHTML ?? '';
      expect(markup).toContain(`src="${host}/ns.html?id=${id}"`);
      expect(markup).toContain('height="0"');
      expect(markup).toContain('width="0"');
      expect(markup).toContain('display: none');
      expect(markup).toContain('visibility: hidden');
      expect(markup).toMatch(/title="[^"]+"/);
    }
  });

  it('is idempotent', () => {
    const settings = { host, defaultContainerId: 'GTM-DEF', verticalContainerId: 'GTM-OFT' };
    installTagManager(settings);
    installTagManager(settings);
    expect(scripts()).toHaveLength(2);
    expect(noscripts()).toHaveLength(2);
  });

  it('loads only the containers that are configured', () => {
    installTagManager({ host: `${host}/`, defaultContainerId: null, verticalContainerId: 'GTM-OFT' });
    expect(scripts()).toEqual([`${host}/gtm.js?id=GTM-OFT`]);
  });

  it('injects nothing without a host', () => {
    installTagManager({ host: null, defaultContainerId: 'GTM-DEF', verticalContainerId: 'GTM-OFT' });
    expect(scripts()).toEqual([]);
    expect(noscripts()).toEqual([]);
  });
});

describe('tagManagerSettings', () => {
  it("combines the config's host and default container with the vertical's own", () => {
    const config = { tag_manager: { host, default_container_id: 'GTM-DEF' } };
    expect(tagManagerSettings(config, { tag_manager_container_id: 'GTM-OFT' })).toEqual({
      host,
      defaultContainerId: 'GTM-DEF',
      verticalContainerId: 'GTM-OFT',
    });
    expect(tagManagerSettings(config, null).verticalContainerId).toBeNull();
  });
});
