import { readFile } from 'node:fs/promises';
import type { ApostilaInput } from '../../../modules/courses/course-writer.ts';
import { renderCoverSvg } from './cover-svg.ts';
import type { DemoCourse, DemoHandout } from './demo-course-types.ts';
import { renderHandoutPdf } from './pdf-document.ts';

/** A file the seed puts in storage. */
export interface SeedFile {
  key: string;
  data: Buffer;
  contentType: string;
}

/** What the files need to know of the producer (its row in `producers`). */
export interface ProducerBrand {
  slug: string;
  nome: string;
  app_primary_color: string | null;
  app_secondary_color: string | null;
}

/** The one demo video (30 s, VP9/Opus, 640×360), stored once and played by one lesson per producer. */
export const demoVideo = { key: 'videos/demo-lesson.webm', contentType: 'video/webm', seconds: 30 } as const;

export async function demoVideoFile(): Promise<SeedFile> {
  const data = await readFile(new URL('./assets/demo-lesson.webm', import.meta.url));
  return { key: demoVideo.key, data, contentType: demoVideo.contentType };
}

/** Storage keys of a course's covers: `covers/<producer>-<course>.svg` and `…-hero.svg`. */
export function coverKeys(producerSlug: string, courseSlug: string) {
  const base = `covers/${producerSlug}-${courseSlug}`;
  return { card: `${base}.svg`, hero: `${base}-hero.svg` };
}

export function coverFiles(producer: ProducerBrand, course: DemoCourse): SeedFile[] {
  const keys = coverKeys(producer.slug, course.slug);
  const input = {
    name: course.name,
    kind: course.kind,
    primary: producer.app_primary_color ?? '#1E3A8A',
    secondary: producer.app_secondary_color ?? '#0F766E',
    motifSeed: `${producer.slug}/${course.slug}`,
  };
  return [
    { key: keys.card, data: Buffer.from(renderCoverSvg(input, 'card')), contentType: 'image/svg+xml' },
    { key: keys.hero, data: Buffer.from(renderCoverSvg(input, 'hero')), contentType: 'image/svg+xml' },
  ];
}

/** 'Apostila - <title>.pdf' without the characters file systems refuse. */
function handoutFileName(title: string): string {
  const printable = [...title].filter((character) => character >= ' ').join('');
  const safe = printable
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return /^apostila\b/i.test(safe) ? `${safe}.pdf` : `Apostila - ${safe}.pdf`;
}

/** The handout as a PDF at `apostilas/<producer>/<course>-<number>.pdf`, with its apostila row. */
export function handoutFile(
  producer: ProducerBrand,
  courseSlug: string,
  number: number,
  handout: DemoHandout,
): { file: SeedFile; apostila: ApostilaInput } {
  const data = renderHandoutPdf({
    title: handout.title,
    producerName: producer.nome,
    lines: handout.lines,
    accentColor: producer.app_primary_color ?? undefined,
  });
  const key = `apostilas/${producer.slug}/${courseSlug}-${number}.pdf`;
  return {
    file: { key, data, contentType: 'application/pdf' },
    apostila: {
      nome: handout.title,
      file_name: handoutFileName(handout.title),
      file_key: key,
      content_type: 'application/pdf',
      size_bytes: data.length,
    },
  };
}
