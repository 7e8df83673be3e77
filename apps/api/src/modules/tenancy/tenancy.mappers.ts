import type { ProducerBranding, ProducerListItem, VerticalPublic } from '@members/contract';
import type { ProducerRow, VerticalRow } from '../../db/schema/index.ts';

export function toProducerListItem(row: ProducerRow): ProducerListItem {
  return {
    nome: row.nome,
    auth_url: row.auth_url,
    medmember_url: row.medmember_url,
    primary_color: row.app_primary_color,
    app_logo_url: row.app_logo_url,
  };
}

export function toProducerBranding(row: ProducerRow): ProducerBranding {
  return {
    id: row.id,
    nome: row.nome,
    auth_url: row.auth_url,
    medmember_url: row.medmember_url,
    app_image_background_url: row.app_image_background_url,
    app_primary_color: row.app_primary_color,
    app_secondary_color: row.app_secondary_color,
    app_logo_url: row.app_logo_url,
    app_title_home: row.app_title_home,
    app_text_home: row.app_text_home,
    app_text_question: row.app_text_question,
    app_telegram: row.app_telegram,
    app_whatsapp: row.app_whatsapp,
    app_website: row.app_website,
    app_numero_suporte: row.app_numero_suporte,
    app_ianame: row.app_ianame,
    app_iaimage: row.app_iaimage,
  };
}

export function toVerticalPublic(row: VerticalRow): VerticalPublic {
  return {
    slug: row.slug,
    nome: { 'pt-BR': row.nome_pt_br, en: row.nome_en },
    host_patterns: row.host_patterns,
    tag_manager_container_id: row.tag_manager_container_id,
  };
}
