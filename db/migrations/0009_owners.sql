CREATE TABLE "business_change_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"owner_id" integer,
	"suggestion_id" integer,
	"source" varchar(20) NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_event_dedupe" (
	"business_id" integer NOT NULL,
	"visitor_hash" varchar(64) NOT NULL,
	"type" varchar(12) NOT NULL,
	"bucket" varchar(13) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_event_dedupe_business_id_visitor_hash_type_bucket_pk" PRIMARY KEY("business_id","visitor_hash","type","bucket")
);
--> statement-breakpoint
CREATE TABLE "business_suggestions" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"reason" varchar(12) NOT NULL,
	"note" text,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"plan" "subscription_plan" NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "business_claims" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "business_owners" ADD COLUMN "expiry_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_owners" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "business_owners" ADD COLUMN "district_id" integer;--> statement-breakpoint
ALTER TABLE "business_owners" ADD COLUMN "claim_business_id" integer;--> statement-breakpoint
ALTER TABLE "business_owners" ADD COLUMN "notify_by_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "business_change_sets" ADD CONSTRAINT "business_change_sets_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_change_sets" ADD CONSTRAINT "business_change_sets_owner_id_business_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."business_owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_event_dedupe" ADD CONSTRAINT "business_event_dedupe_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_suggestions" ADD CONSTRAINT "business_suggestions_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_suggestions" ADD CONSTRAINT "business_suggestions_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_requests" ADD CONSTRAINT "plan_requests_owner_id_business_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."business_owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_change_sets_business_idx" ON "business_change_sets" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "business_change_sets_status_idx" ON "business_change_sets" USING btree ("status");--> statement-breakpoint
CREATE INDEX "business_event_dedupe_created_idx" ON "business_event_dedupe" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "business_suggestions_business_idx" ON "business_suggestions" USING btree ("business_id","status");--> statement-breakpoint
CREATE INDEX "plan_requests_owner_idx" ON "plan_requests" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "business_claims" ADD CONSTRAINT "business_claims_owner_id_business_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."business_owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_owners" ADD CONSTRAINT "business_owners_claim_business_id_businesses_id_fk" FOREIGN KEY ("claim_business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;