ALTER TABLE "sessions" ADD COLUMN "successor_sealed" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "created_ip" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;