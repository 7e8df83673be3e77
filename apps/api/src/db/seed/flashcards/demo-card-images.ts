import sharp from 'sharp';
import type { SeedFile } from '../courses/demo-course-files.ts';
import { cupToDiscSvg, pauwelsSvg, salterHarrisSvg } from './demo-card-drawings-1.ts';
import { anklePressuresSvg, cormackLehaneSvg, mallampatiSvg } from './demo-card-drawings-2.ts';
import type { DemoCardImage } from './demo-flashcard-types.ts';

const drawings: Readonly<Record<DemoCardImage, () => string>> = {
  'salter-harris': salterHarrisSvg,
  pauwels: pauwelsSvg,
  'cup-to-disc': cupToDiscSvg,
  mallampati: mallampatiSvg,
  'cormack-lehane': cormackLehaneSvg,
  'ankle-pressures': anklePressuresSvg,
};

/** Where a drawing is stored (one file for every producer that has the card). */
export const demoCardImageKey = (name: DemoCardImage) => `flashcards/demo/${name}.png`;

/** The drawings as PNG files (a palette PNG: a few KB each), rendered with sharp. */
export async function demoCardImageFiles(names: Iterable<DemoCardImage>): Promise<SeedFile[]> {
  return Promise.all(
    [...new Set(names)].map(async (name) => ({
      key: demoCardImageKey(name),
      data: await sharp(Buffer.from(drawings[name]())).png({ palette: true, compressionLevel: 9 }).toBuffer(),
      contentType: 'image/png',
    })),
  );
}
