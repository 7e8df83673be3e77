import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachVimeoPlayer, vimeoEmbedUrl, vimeoReadyAfterLoadMs } from './attach-vimeo-player.ts';
import type { ProgressSaver } from './progress-saver.ts';

type Handler = (data: { seconds: number }) => void;
const fake = vi.hoisted(() => ({
  ready: Promise.resolve() as Promise<void>,
  handlers: new Map<string, (data: { seconds: number }) => void>(),
  setCurrentTime: vi.fn(() => Promise.resolve(0)),
  destroy: vi.fn(() => Promise.resolve()),
}));

vi.mock('@vimeo/player', () => ({
  default: class {
    on(event: string, handler: Handler) {
      fake.handlers.set(event, handler);
    }
    ready() {
      return fake.ready;
    }
    getDuration() {
      return Promise.resolve(1200);
    }
    setCurrentTime = fake.setCurrentTime;
    destroy = fake.destroy;
  },
}));

const saver = (): ProgressSaver => ({ report: vi.fn(), flush: vi.fn(), leave: vi.fn() });
const options = (overrides: Partial<Parameters<typeof attachVimeoPlayer>[1]> = {}) => ({
  videoId: '76979871',
  title: 'Glaucoma agudo',
  startAt: 300,
  saver: saver(),
  onReady: vi.fn(),
  onFail: vi.fn(),
  ...overrides,
});

afterEach(() => {
  vi.useRealTimers();
  fake.handlers.clear();
  fake.ready = Promise.resolve();
});

describe('attachVimeoPlayer', () => {
  it('builds the player address without tracking, with the hash of an unlisted video', () => {
    expect(vimeoEmbedUrl('76979871')).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1&title=0&byline=0&portrait=0&playsinline=1',
    );
    expect(vimeoEmbedUrl('76979871/abc123')).toContain(
      '/video/76979871?dnt=1&title=0&byline=0&portrait=0&playsinline=1&h=abc123',
    );
  });

  it('puts a titled iframe in, resumes once ready and feeds the saver; cleans up', async () => {
    const element = document.createElement('div');
    const opts = options();
    const cleanup = attachVimeoPlayer(element, opts);
    const frame = element.querySelector('iframe');
    expect(frame?.title).toBe('Glaucoma agudo');
    expect(frame?.src).toMatch(/^https:\/\/player\.vimeo\.com\/video\/76979871/);
    await vi.waitFor(() => expect(opts.onReady).toHaveBeenCalled());
    await vi.waitFor(() => expect(fake.setCurrentTime).toHaveBeenCalledWith(300));
    fake.handlers.get('timeupdate')?.({ seconds: 301 });
    fake.handlers.get('pause')?.({ seconds: 302 });
    expect(opts.saver.report).toHaveBeenCalledWith(301);
    expect(opts.saver.flush).toHaveBeenCalledWith(302);
    cleanup();
    expect(fake.destroy).toHaveBeenCalled();
    expect(element.querySelector('iframe')).toBeNull();
    expect(opts.onFail).not.toHaveBeenCalled();
  });

  it("starts at a requested second (a citation's t) instead of the saved position", async () => {
    fake.setCurrentTime.mockClear();
    const opts = options({ requestedStart: 754 });
    const cleanup = attachVimeoPlayer(document.createElement('div'), opts);
    await vi.waitFor(() => expect(fake.setCurrentTime).toHaveBeenCalledWith(754));
    expect(fake.setCurrentTime).not.toHaveBeenCalledWith(300);
    cleanup();
  });

  it('fails calmly when the player never says it is ready after its frame loaded (offline)', async () => {
    vi.useFakeTimers();
    fake.ready = new Promise<void>(() => undefined);
    const element = document.createElement('div');
    const opts = options();
    attachVimeoPlayer(element, opts);
    element.querySelector('iframe')?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(vimeoReadyAfterLoadMs - 1);
    expect(opts.onFail).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(opts.onFail).toHaveBeenCalledTimes(1);
    expect(opts.onReady).not.toHaveBeenCalled();
  });

  it('fails at once when the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const opts = options();
    attachVimeoPlayer(document.createElement('div'), opts);
    expect(opts.onFail).toHaveBeenCalledTimes(1);
  });
});
