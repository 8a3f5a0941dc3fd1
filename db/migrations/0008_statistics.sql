ALTER TYPE "public"."lead_status" ADD VALUE 'lost';--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"consent_id" varchar(40) NOT NULL,
	"action" varchar(12) NOT NULL,
	"statistics" boolean NOT NULL,
	"marketing" boolean NOT NULL,
	"text_version" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "visitor_stats_session_idx";--> statement-breakpoint
ALTER TABLE "visitor_stats" ALTER COLUMN "session_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "visitor_stats" ALTER COLUMN "ip_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "visitor_stats" ALTER COLUMN "country" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "visitor_stats" ALTER COLUMN "referrer" SET DATA TYPE varchar(255);--> statement-breakpoint
ALTER TABLE "promotional_leads" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotional_leads" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "visitor_stats" ADD COLUMN "browser" varchar(20) NOT NULL;--> statement-breakpoint
ALTER TABLE "visitor_stats" ADD COLUMN "device" varchar(10) NOT NULL;--> statement-breakpoint
CREATE INDEX "consent_records_consent_id_idx" ON "consent_records" USING btree ("consent_id");--> statement-breakpoint
CREATE INDEX "promotional_leads_status_idx" ON "promotional_leads" USING btree ("status");--> statement-breakpoint
ALTER TABLE "promotional_leads" DROP COLUMN "consent_ip";--> statement-breakpoint
ALTER TABLE "visitor_stats" DROP COLUMN "user_agent";--> statement-breakpoint
ALTER TABLE "promotional_leads" ADD CONSTRAINT "promotional_leads_unsubscribe_token_unique" UNIQUE("unsubscribe_token");