import type { NewVerticalRow } from '../../schema/index.ts';

export type DemoVertical = Omit<NewVerticalRow, 'id' | 'host_patterns' | 'position'>;

/** The four specialty sites of spec §1, in display order; served at `<slug>.localhost`. */
export const demoVerticals: readonly DemoVertical[] = [
  {
    slug: 'oftalmologia',
    nome_pt_br: 'Oftalmologia',
    nome_en: 'Ophthalmology',
    tag_manager_container_id: 'GTM-OFTALMO1',
  },
  {
    slug: 'anestesiologia',
    nome_pt_br: 'Anestesiologia',
    nome_en: 'Anesthesiology',
    tag_manager_container_id: 'GTM-ANESTES1',
  },
  {
    slug: 'cirurgia-vascular',
    nome_pt_br: 'Cirurgia Vascular',
    nome_en: 'Vascular Surgery',
    tag_manager_container_id: 'GTM-CIRVASC1',
  },
  { slug: 'ortopedia', nome_pt_br: 'Ortopedia', nome_en: 'Orthopedics', tag_manager_container_id: 'GTM-ORTOPED1' },
];

/** `<slug>.localhost` and any sub-domain of it (producer sites such as `acme.<slug>.localhost`). */
export function demoHostPatterns(slug: string): string[] {
  return [`${slug}.localhost`, `*.${slug}.localhost`];
}
