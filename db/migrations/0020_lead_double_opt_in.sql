CREATE TABLE "mail_suppressions" (
	"email" varchar(254) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotional_leads" ADD COLUMN "confirm_token" varchar(64);--> statement-breakpoint
ALTER TABLE "promotional_leads" ADD COLUMN "confirm_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotional_leads" ADD CONSTRAINT "promotional_leads_confirm_token_unique" UNIQUE("confirm_token");--> statement-breakpoint
-- Custom (issue 28): addresses already unsubscribed start the suppression list.
INSERT INTO "mail_suppressions" ("email") SELECT DISTINCT "email" FROM "promotional_leads" WHERE "unsubscribed_at" IS NOT NULL ON CONFLICT DO NOTHING;
