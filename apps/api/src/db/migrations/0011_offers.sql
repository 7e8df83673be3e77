CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"producer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"max_installments" smallint DEFAULT 1 NOT NULL,
	"interest_free_installments" smallint DEFAULT 1 NOT NULL,
	"monthly_interest_bp" integer DEFAULT 0 NOT NULL,
	"payment_methods" text[] NOT NULL,
	"guarantee_days" smallint DEFAULT 7 NOT NULL,
	"coupon_code" text,
	"coupon_percent_off" smallint,
	"subscription_period" text,
	"highlights" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"channel" text DEFAULT 'here' NOT NULL,
	"external_checkout_url" text,
	"external_product_id" text,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_id" uuid,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"producer_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"signed_in" boolean NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_cpf" text NOT NULL,
	"buyer_phone" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"coupon_code" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"gateway_payment_id" text,
	"method" text NOT NULL,
	"installments" smallint NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"producer_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"areas" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"access_mode" text NOT NULL,
	"access_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_secrets" (
	"producer_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"secret" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"producer_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"event_id" text,
	"event_type" text,
	"raw_body" text,
	"signature_valid" boolean NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"outcome" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "user_accesses" ADD COLUMN "source" text DEFAULT 'gift' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_accesses" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "user_accesses" ADD COLUMN "external_ref" text;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_secrets" ADD CONSTRAINT "provider_secrets_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_events" ADD CONSTRAINT "webhook_events_producer_id_producers_id_fk" FOREIGN KEY ("producer_id") REFERENCES "public"."producers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_product_idx" ON "offers" USING btree ("product_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_external_product_idx" ON "offers" USING btree ("producer_id","channel","external_product_id") WHERE "offers"."external_product_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "order_status_events_order_idx" ON "order_status_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("producer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_idx" ON "payments" USING btree ("order_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_id_idx" ON "payments" USING btree ("gateway","gateway_payment_id") WHERE "payments"."gateway_payment_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "products_producer_code_idx" ON "products" USING btree ("producer_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_secrets_idx" ON "provider_secrets" USING btree ("producer_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_event_idx" ON "webhook_events" USING btree ("producer_id","provider","event_id") WHERE "webhook_events"."event_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "user_accesses" ADD CONSTRAINT "user_accesses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_accesses_sale_idx" ON "user_accesses" USING btree ("producer_id","source","external_ref") WHERE "user_accesses"."external_ref" IS NOT NULL;--> statement-breakpoint
UPDATE "user_accesses" SET "source" = 'freemium' WHERE "kind" = 'freemium';