CREATE TABLE "business_message_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"author_user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"sender_name" varchar(80) NOT NULL,
	"sender_email" varchar(254) NOT NULL,
	"body" text NOT NULL,
	"status" varchar(12) DEFAULT 'unverified' NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"token_expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_message_replies" ADD CONSTRAINT "business_message_replies_message_id_business_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."business_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_message_replies" ADD CONSTRAINT "business_message_replies_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_messages" ADD CONSTRAINT "business_messages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_message_replies_message_idx" ON "business_message_replies" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_messages_token_unique" ON "business_messages" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "business_messages_business_idx" ON "business_messages" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "business_messages_created_idx" ON "business_messages" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "price_list" DROP COLUMN "features";--> statement-breakpoint
-- Issue 26: feature lists are derived from #lib/plan-capabilities.ts (the column above is gone); ad packages
-- get names of their own, never the owner plans' (an admin's own name stays).
UPDATE "price_list" SET "name" = 'Kategori paketi' WHERE "kind" = 'ad_package' AND "code" = 'basic' AND "name" = 'Temel Paket';--> statement-breakpoint
UPDATE "price_list" SET "name" = 'Vitrin paketi' WHERE "kind" = 'ad_package' AND "code" = 'premium' AND "name" = 'Premium Paket';--> statement-breakpoint
UPDATE "price_list" SET "name" = 'Banner paketi' WHERE "kind" = 'ad_package' AND "code" = 'enterprise' AND "name" = 'Kurumsal Paket';
