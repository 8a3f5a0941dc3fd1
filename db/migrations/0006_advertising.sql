CREATE TABLE "ad_daily_stats" (
	"request_id" integer NOT NULL,
	"date" varchar(10) NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ad_daily_stats_request_id_date_pk" PRIMARY KEY("request_id","date")
);
--> statement-breakpoint
ALTER TABLE "advertisement_requests" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "advertisement_requests" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advertisement_requests" ADD COLUMN "renewal_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_daily_stats" ADD CONSTRAINT "ad_daily_stats_request_id_advertisement_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."advertisement_requests"("id") ON DELETE cascade ON UPDATE no action;