import type Player from '@vimeo/player';
import { startPosition } from '../logic/start-position.ts';
import type { ProgressSaver } from './progress-saver.ts';

/** How long the player may take to say it is ready before the learner is told it could not load. */
const vimeoReadyTimeoutMs = 15_000;
/** Once its frame has loaded (an offline error page loads too), the player says it is ready within moments. */
export const vimeoReadyAfterLoadMs = 5_000;

export interface AttachVimeoOptions {
  /** A Vimeo id, or "id/hash" for an unlisted video. */
  videoId: string;
  title: string;
  /** The saved position (resumed unless too early or too late). */
  startAt: number;
  /** A second to start at whatever was saved (the lesson address's `t`). */
  requestedStart?: number | null;
  saver: ProgressSaver;
  onReady: () => void;
  onFail: () => void;
}

/** The player's address: no tracking, no title overlay, inline on phones. */
export function vimeoEmbedUrl(videoId: string): string {
  const [id = '', hash] = videoId.split('/');
  const params = new URLSearchParams({ dnt: '1', title: '0', byline: '0', portrait: '0', playsinline: '1' });
  if (hash) params.set('h', hash);
  return `https://player.vimeo.com/video/${encodeURIComponent(id)}?${params.toString()}`;
}

function createFrame(videoId: string, title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.src = vimeoEmbedUrl(videoId);
  frame.title = title;
  frame.allow = 'autoplay; fullscreen; picture-in-picture; encrypted-media';
  frame.style.border = '0';
  return frame;
}

/**
 * Puts a Vimeo player into `element` (an element React leaves empty): our own iframe, so no oEmbed call is
 * needed, and the SDK loaded on demand to drive it. Starts at `requestedStart`, else resumes at `startAt`, feeds the progress saver, and
 * fails (calmly) when the SDK or the player does not load in time. Returns the cleanup.
 */
export function attachVimeoPlayer(element: HTMLElement, options: AttachVimeoOptions): () => void {
  const { videoId, title, startAt, requestedStart = null, saver, onReady, onFail } = options;
  const frame = createFrame(videoId, title);
  element.replaceChildren(frame);
  let player: Player | null = null;
  let done = false;
  const fail = () => {
    if (done) return;
    done = true;
    onFail();
  };
  let timer = window.setTimeout(fail, vimeoReadyTimeoutMs);
  frame.addEventListener('load', () => {
    window.clearTimeout(timer);
    if (!done) timer = window.setTimeout(fail, vimeoReadyAfterLoadMs);
  });
  if (!navigator.onLine) fail();

  import('@vimeo/player')
    .then(async ({ default: VimeoPlayer }) => {
      if (done) return;
      const current = new VimeoPlayer(frame);
      player = current;
      current.on('timeupdate', ({ seconds }) => saver.report(seconds));
      current.on('pause', ({ seconds }) => saver.flush(seconds));
      current.on('seeked', ({ seconds }) => saver.flush(seconds));
      current.on('ended', ({ seconds }) => saver.flush(seconds));
      await current.ready();
      if (done) return;
      done = true;
      window.clearTimeout(timer);
      onReady();
      const at = startPosition(requestedStart, startAt, await current.getDuration());
      if (at > 0) await current.setCurrentTime(at);
    })
    .catch(fail);

  return () => {
    done = true;
    window.clearTimeout(timer);
    if (player) void player.destroy().catch(() => undefined);
    frame.remove();
  };
}
