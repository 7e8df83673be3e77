import { rm, truncate } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { mkdtempSync, readdirSync, readlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import {
  bearer,
  createLearner,
  createProducer,
  grantProduct,
  type TestLearner,
  writeVideoLesson,
} from './course-files.test-support.ts';

const gigabyte = 1024 ** 3;
const megabyte = 1024 ** 2;
/** The brief's bound: serving a file of any size grows the heap (and the resident set) by less than this. */
const memoryBound = 64 * megabyte;

setFlagsFromString('--expose-gc');
/** The collector, to measure growth from a settled heap. */
const collect = runInNewContext('gc') as () => void;

interface Download {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: number;
}

/** GETs through a real socket and counts the bytes as they arrive (never keeps them). */
function download(url: string, headers: Record<string, string>): Promise<Download> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * The largest heap and resident set seen while `work` runs, above what they were before it. The heap is
 * sampled as it is; every second the garbage is collected first (a streamed chunk is garbage once sent, and
 * the collector may leave tens of MB of it), so the resident figure is what stays alive, not what awaits it.
 */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; heap: number; rss: number }> {
  collect();
  const before = process.memoryUsage();
  let heap = 0;
  let rss = 0;
  let samples = 0;
  const sample = () => {
    heap = Math.max(heap, process.memoryUsage().heapUsed - before.heapUsed);
    if (++samples % 50 !== 0) return;
    collect();
    rss = Math.max(rss, process.memoryUsage().rss - before.rss);
  };
  const sampler = setInterval(sample, 20);
  try {
    const result = await work();
    samples = 49;
    sample();
    return { result, heap, rss };
  } finally {
    clearInterval(sampler);
  }
}

/** How many descriptors this process holds open on `file` (Linux). */
function openDescriptors(file: string): number {
  return readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`) === file;
    } catch {
      return false;
    }
  }).length;
}

/** Starts a GET, and hangs up as soon as the first bytes arrive. */
function abandon(url: string, headers: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      res.once('data', () => {
        req.destroy();
        resolve();
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve() : reject(error)));
    req.end();
  });
}

describe('a 1 GB lesson video is streamed in constant memory', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'members-streaming-'));
  const ctx = useTestApp({ env: { DATA_DIR: dataDir } });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const key = 'videos/aula-de-1-gb.webm';
  let learner: TestLearner;
  let url = '';

  beforeAll(async () => {
    const db = ctx.database.db;
    await ctx.app.storage.put(key, Buffer.from('webm'), 'video/webm');
    // Sparse: a gigabyte of zeros that takes no disk.
    await truncate(path.join(dataDir, 'files', key), gigabyte);
    const producerId = await createProducer(db);
    learner = await createLearner(db, producerId);
    await grantProduct(db, learner, 'video-longo');
    const lessonId = await writeVideoLesson(db, producerId, 'video-longo', key);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    url = `http://127.0.0.1:${port}/api/lessons/${lessonId}/video`;
  });

  it('serves the whole file through a socket with less than 64 MB of heap growth', { timeout: 180_000 }, async () => {
    const started = performance.now();
    const { result, heap, rss } = await peakGrowth(() => download(url, bearer(learner)));
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `streaming: 1 GB served in ${seconds.toFixed(1)} s, heap +${(heap / megabyte).toFixed(1)} MB, rss +${(rss / megabyte).toFixed(1)} MB`,
    );
    expect(result.status).toBe(200);
    expect(result.headers['content-length']).toBe(String(gigabyte));
    expect(result.bytes).toBe(gigabyte);
    expect(heap).toBeLessThan(memoryBound);
    expect(rss).toBeLessThan(memoryBound);
  });

  it('closes the file when the client hangs up halfway', async () => {
    const file = path.join(dataDir, 'files', key);
    for (let i = 0; i < 5; i++) await abandon(url, bearer(learner));
    await expect.poll(() => openDescriptors(file), { timeout: 5_000 }).toBe(0);
  });

  it('serves ranges from the middle and the end of it', async () => {
    const middle = gigabyte / 2;
    const { result, heap } = await peakGrowth(() =>
      download(url, { ...bearer(learner), range: `bytes=${middle}-${middle + 64 * megabyte - 1}` }),
    );
    expect(result.status).toBe(206);
    expect(result.headers['content-range']).toBe(`bytes ${middle}-${middle + 64 * megabyte - 1}/${gigabyte}`);
    expect(result.bytes).toBe(64 * megabyte);
    expect(heap).toBeLessThan(memoryBound);
    const tail = await download(url, { ...bearer(learner), range: 'bytes=-1000' });
    expect(tail).toMatchObject({ status: 206, bytes: 1000 });
    expect(tail.headers['content-range']).toBe(`bytes ${gigabyte - 1000}-${gigabyte - 1}/${gigabyte}`);
  });
});
