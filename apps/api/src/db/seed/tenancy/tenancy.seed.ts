import { producers, verticals, type NewProducerRow } from '../../schema/index.ts';
import type { Seeder, SeedContext } from '../seeder.ts';
import { demoProducers, type DemoProducer } from './demo-producers.ts';
import { demoHostPatterns, demoVerticals } from './demo-verticals.ts';

/** `http://<producer>.<vertical>.localhost:<port>`: matches the vertical's `*.` pattern. */
export function demoMemberAreaUrl(producer: Pick<DemoProducer, 'slug' | 'vertical'>, port: number): string {
  return `http://${producer.slug}.${producer.vertical}.localhost:${port}`;
}

function toProducerRow(
  producer: DemoProducer,
  verticalId: string,
  position: number,
  { port }: SeedContext,
): NewProducerRow {
  const memberArea = demoMemberAreaUrl(producer, port);
  return {
    vertical_id: verticalId,
    slug: producer.slug,
    nome: producer.nome,
    medmember_url: memberArea,
    auth_url: `${memberArea}/auth/newLogin`,
    app_image_background_url: `/brand/${producer.slug}-fundo.svg`,
    app_primary_color: producer.primary,
    app_secondary_color: producer.secondary,
    app_logo_url: `/brand/${producer.slug}.svg`,
    app_title_home: producer.titleHome,
    app_text_home: producer.textHome,
    app_text_question: producer.textQuestion,
    app_telegram: producer.telegram,
    app_whatsapp: `https://wa.me/${producer.supportNumber}`,
    app_website: producer.website,
    app_numero_suporte: producer.supportNumber,
    app_ianame: producer.aiName,
    app_iaimage: `/brand/${producer.slug}-ia.svg`,
    position,
  };
}

/** The four demo verticals and their producers. */
export const seedTenancy: Seeder = async (db, context) => {
  const inserted = await db
    .insert(verticals)
    .values(demoVerticals.map((v, position) => ({ ...v, position, host_patterns: demoHostPatterns(v.slug) })))
    .returning({ id: verticals.id, slug: verticals.slug });
  const verticalIds = new Map(inserted.map((row) => [row.slug, row.id]));
  const rows = demoProducers.map((producer) => {
    const verticalId = verticalIds.get(producer.vertical);
    if (!verticalId) throw new Error(`demo producer ${producer.slug}: unknown vertical ${producer.vertical}`);
    const position = demoProducers.filter((p) => p.vertical === producer.vertical).indexOf(producer);
    return toProducerRow(producer, verticalId, position, context);
  });
  await db.insert(producers).values(rows);
};
