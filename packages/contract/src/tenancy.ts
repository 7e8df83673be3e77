import { z } from 'zod';

/** GET /api/producers: exactly these fields per producer (spec §7). */
const producerListItemSchema = z.object({
  nome: z.string(),
  auth_url: z.string().nullable(),
  medmember_url: z.string().nullable(),
  primary_color: z.string().nullable(),
  app_logo_url: z.string().nullable(),
});
export const producerListSchema = z.array(producerListItemSchema);
export type ProducerListItem = z.infer<typeof producerListItemSchema>;

/** Producer branding (spec §3), served by GET /api/producers/current. */
export const producerBrandingSchema = z.object({
  id: z.string(),
  nome: z.string(),
  auth_url: z.string().nullable(),
  medmember_url: z.string().nullable(),
  app_image_background_url: z.string().nullable(),
  app_primary_color: z.string().nullable(),
  app_secondary_color: z.string().nullable(),
  app_logo_url: z.string().nullable(),
  app_title_home: z.string().nullable(),
  app_text_home: z.string().nullable(),
  app_text_question: z.string().nullable(),
  app_telegram: z.string().nullable(),
  app_whatsapp: z.string().nullable(),
  app_website: z.string().nullable(),
  app_numero_suporte: z.string().nullable(),
  app_ianame: z.string().nullable(),
  app_iaimage: z.string().nullable(),
});
export type ProducerBranding = z.infer<typeof producerBrandingSchema>;

export const currentProducerQuerySchema = z.object({
  /** The site origin the web app matched against medmember_url (QR-code base URL in development). */
  origin: z.string().max(2048).optional(),
});
export const currentProducerResponseSchema = z.object({
  produtor: producerBrandingSchema.nullable(),
});
export type CurrentProducerResponse = z.infer<typeof currentProducerResponseSchema>;

/** A vertical (specialty site) as the web app needs it to pick itself from the host name. */
const verticalPublicSchema = z.object({
  slug: z.string(),
  nome: z.object({ 'pt-BR': z.string(), en: z.string() }),
  host_patterns: z.array(z.string()),
  tag_manager_container_id: z.string().nullable(),
});
export type VerticalPublic = z.infer<typeof verticalPublicSchema>;

/** GET /api/app-config: runtime configuration of the web app (public, no token). */
export const appConfigSchema = z.object({
  verticals: z.array(verticalPublicSchema),
  /** Forces a vertical by slug (test override setting); null when unset. */
  vertical_override: z.string().nullable(),
  tag_manager: z.object({
    /** First-party tag-manager host, e.g. https://tags.example.com.br; null disables tags. */
    host: z.string().nullable(),
    /** Shared default container loaded under every vertical's own; null when unset. */
    default_container_id: z.string().nullable(),
  }),
  qr_code_base_url: z.string().nullable(),
  analytics_script_url: z.string().nullable(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
