import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAnalytics } from './load-analytics.ts';
import { loadCharts, type ChartsModule } from './load-charts.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('loadCharts', () => {
  it('loads the charting library on demand', async () => {
    const charts = await loadCharts();
    expect(typeof charts.LineChart).toBe('object');
  });

  it('logs a Portuguese message and re-throws when the library fails to load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(loadCharts(() => Promise.reject<ChartsModule>(failure))).rejects.toBe(failure);
    expect(error).toHaveBeenCalledWith('Não foi possível carregar a biblioteca de gráficos.', failure);
  });
});

describe('loadAnalytics', () => {
  const url = 'https://analytics.example.test/script.js';
  const scripts = () => [...document.head.querySelectorAll(`script[src="${url}"]`)];

  it('injects the script once, however often it is asked for', async () => {
    const first = loadAnalytics(url);
    const second = loadAnalytics(url);
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]).toHaveProperty('async', true);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    await loadAnalytics(url);
    expect(scripts()).toHaveLength(1);
  });

  it('logs a failure with the ad-blocker hint and allows a later retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = 'https://analytics.example.test/blocked.js';
    const load = loadAnalytics(failing);
    document.head.querySelector(`script[src="${failing}"]`)?.dispatchEvent(new Event('error'));
    await expect(load).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/bloqueador de anúncios/));
    expect(document.head.querySelector(`script[src="${failing}"]`)).toBeNull();
    void loadAnalytics(failing);
    expect(document.head.querySelectorAll(`script[src="${failing}"]`)).toHaveLength(1);
  });
});
