CREATE TABLE "business_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"author_user_id" integer,
	"kind" varchar(10) NOT NULL,
	"title" varchar(80) NOT NULL,
	"body" varchar(500) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_campaigns_kind_check" CHECK ("business_campaigns"."kind" in ('kampanya', 'duyuru')),
	CONSTRAINT "business_campaigns_status_check" CHECK ("business_campaigns"."status" in ('pending', 'approved', 'rejected', 'withdrawn')),
	CONSTRAINT "business_campaigns_dates_check" CHECK ("business_campaigns"."end_date" >= "business_campaigns"."start_date" and "business_campaigns"."end_date" - "business_campaigns"."start_date" < 90)
);
--> statement-breakpoint
ALTER TABLE "business_campaigns" ADD CONSTRAINT "business_campaigns_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_campaigns" ADD CONSTRAINT "business_campaigns_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_campaigns" ADD CONSTRAINT "business_campaigns_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_campaigns_business_idx" ON "business_campaigns" USING btree ("business_id","status");--> statement-breakpoint
CREATE INDEX "business_campaigns_status_idx" ON "business_campaigns" USING btree ("status","end_date");