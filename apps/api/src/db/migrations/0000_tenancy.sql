CREATE TABLE "producers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vertical_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"nome" text NOT NULL,
	"auth_url" text,
	"medmember_url" text,
	"app_image_background_url" text,
	"app_primary_color" text,
	"app_secondary_color" text,
	"app_logo_url" text,
	"app_title_home" text,
	"app_text_home" text,
	"app_text_question" text,
	"app_telegram" text,
	"app_whatsapp" text,
	"app_website" text,
	"app_numero_suporte" text,
	"app_ianame" text,
	"app_iaimage" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "producers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "verticals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"nome_pt_br" text NOT NULL,
	"nome_en" text NOT NULL,
	"host_patterns" text[] DEFAULT '{}' NOT NULL,
	"tag_manager_container_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "verticals_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "producers" ADD CONSTRAINT "producers_vertical_id_verticals_id_fk" FOREIGN KEY ("vertical_id") REFERENCES "public"."verticals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "producers_vertical_position_idx" ON "producers" USING btree ("vertical_id","position");