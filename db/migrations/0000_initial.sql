CREATE TYPE "public"."ad_package" AS ENUM('basic', 'premium', 'enterprise');--> statement-breakpoint
CREATE TYPE "public"."ad_request_status" AS ENUM('contact_pending', 'contacted', 'customized', 'live', 'ended', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."advertisement_status" AS ENUM('pending', 'active', 'ended', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."build_status" AS ENUM('pending', 'running', 'succeeded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."business_source" AS ENUM('form', 'csv', 'google', 'cli', 'seed', 'admin');--> statement-breakpoint
CREATE TYPE "public"."business_status" AS ENUM('email_pending', 'pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."claim_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."lead_status" AS ENUM('new', 'contacted', 'converted', 'unsubscribed');--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."owner_status" AS ENUM('email_pending', 'pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."price_range" AS ENUM('Ucuz', 'Orta', 'Pahalı', 'Ücretsiz');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."subscription_plan" AS ENUM('free', 'basic', 'premium');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('user', 'owner', 'admin');--> statement-breakpoint
CREATE TYPE "public"."verification_purpose" AS ENUM('login', 'business_email', 'owner_email');--> statement-breakpoint
CREATE TABLE "advertisement_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_name" varchar(160) NOT NULL,
	"contact_person" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"package_type" "ad_package" NOT NULL,
	"duration" smallint DEFAULT 1 NOT NULL,
	"message" text,
	"status" "ad_request_status" DEFAULT 'contact_pending' NOT NULL,
	"total_cost" numeric(10, 2) NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"ad_content" jsonb,
	"business_id" integer,
	"user_id" integer,
	"contacted_at" timestamp with time zone,
	"customized_at" timestamp with time zone,
	"live_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_name" varchar(160) NOT NULL,
	"contact_person" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"package_type" "ad_package" NOT NULL,
	"duration" smallint DEFAULT 1 NOT NULL,
	"message" text,
	"status" "advertisement_status" DEFAULT 'pending' NOT NULL,
	"total_cost" numeric(10, 2) NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"request_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"actor_label" varchar(160) NOT NULL,
	"action" varchar(60) NOT NULL,
	"target_type" varchar(40),
	"target_id" varchar(40),
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_analytics" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"phone_clicks" integer DEFAULT 0 NOT NULL,
	"website_clicks" integer DEFAULT 0 NOT NULL,
	"directions_clicks" integer DEFAULT 0 NOT NULL,
	"date" varchar(10) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" "claim_status" DEFAULT 'pending' NOT NULL,
	"documents" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"message" text,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"business_id" integer,
	"business_name" varchar(160) NOT NULL,
	"owner_name" varchar(120) NOT NULL,
	"tax_number" varchar(20),
	"address" varchar(300) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"email" varchar(254) NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"website" varchar(300),
	"logo" text,
	"description" text,
	"status" "owner_status" DEFAULT 'email_pending' NOT NULL,
	"rejection_reason" text,
	"verification_documents" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"subscription_plan" "subscription_plan" DEFAULT 'free' NOT NULL,
	"subscription_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(160) NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory" varchar(120),
	"description" text DEFAULT '' NOT NULL,
	"address" varchar(300) NOT NULL,
	"district_id" integer NOT NULL,
	"latitude" numeric(10, 8),
	"longitude" numeric(11, 8),
	"phone" varchar(20),
	"email" varchar(254),
	"website" varchar(300),
	"rating" numeric(2, 1) DEFAULT '0.0' NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"price_range" "price_range" DEFAULT 'Orta' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"featured_requested" boolean DEFAULT false NOT NULL,
	"status" "business_status" DEFAULT 'email_pending' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"submitter_name" varchar(120) DEFAULT 'Mevcut işletme' NOT NULL,
	"submitter_email" varchar(254),
	"submitted_by_user_id" integer,
	"source" "business_source" DEFAULT 'form' NOT NULL,
	"rejection_reason" text,
	"google_place_id" varchar(300),
	"google_cid" varchar(40),
	"search_key" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "businesses_lat_range" CHECK ("businesses"."latitude" IS NULL OR ("businesses"."latitude" BETWEEN -90 AND 90)),
	CONSTRAINT "businesses_lng_range" CHECK ("businesses"."longitude" IS NULL OR ("businesses"."longitude" BETWEEN -180 AND 180))
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"slug" varchar(80) NOT NULL,
	"icon" varchar(80) NOT NULL,
	"color" varchar(16) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"business_count" integer DEFAULT 0 NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"schema_type" varchar(60) DEFAULT 'LocalBusiness' NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "daily_stats" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" varchar(10) NOT NULL,
	"total_visits" integer DEFAULT 0 NOT NULL,
	"unique_visitors" integer DEFAULT 0 NOT NULL,
	"top_pages" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"top_referrers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"countries" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_stats_date_unique" UNIQUE("date")
);
--> statement-breakpoint
CREATE TABLE "districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"slug" varchar(60) NOT NULL,
	"latitude" numeric(10, 8) NOT NULL,
	"longitude" numeric(11, 8) NOT NULL,
	"postal_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "districts_name_unique" UNIQUE("name"),
	CONSTRAINT "districts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "duration_discounts" (
	"months" smallint PRIMARY KEY NOT NULL,
	"discount_percent" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"to" varchar(254) NOT NULL,
	"subject" varchar(250) NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" "outbox_status" DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"message_id" varchar(250),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(80) NOT NULL,
	"monthly_price" integer NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotional_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"business_name" varchar(160),
	"source" varchar(40) DEFAULT 'welcome_popup' NOT NULL,
	"status" "lead_status" DEFAULT 'new' NOT NULL,
	"consent_at" timestamp with time zone,
	"consent_text" text,
	"consent_version" varchar(20),
	"consent_ip" varchar(64),
	"unsubscribe_token" varchar(64),
	"unsubscribed_at" timestamp with time zone,
	"contacted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" varchar(200) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"title" varchar(160),
	"content" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"status" "review_status" DEFAULT 'pending' NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"second_factor_at" timestamp with time zone,
	"user_agent" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "site_builds" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason" varchar(200) NOT NULL,
	"status" "build_status" DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"build_id" integer,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(300) NOT NULL,
	"kind" varchar(30) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"original_name" varchar(255),
	"is_private" boolean DEFAULT false NOT NULL,
	"owner_user_id" integer,
	"business_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(20),
	"avatar" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"role" "user_role" DEFAULT 'user' NOT NULL,
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"totp_last_step" integer,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" "verification_purpose" NOT NULL,
	"target" varchar(254) NOT NULL,
	"code_hash" varchar(64),
	"token_hash" varchar(64) NOT NULL,
	"browser_hash" varchar(64),
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_stats" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" varchar(10) NOT NULL,
	"session_id" varchar(80) NOT NULL,
	"ip_hash" varchar(64),
	"user_agent" varchar(300),
	"country" varchar(80),
	"city" varchar(80),
	"referrer" varchar(500),
	"page" varchar(300) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advertisement_requests" ADD CONSTRAINT "advertisement_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisement_requests" ADD CONSTRAINT "advertisement_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_request_id_advertisement_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."advertisement_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_analytics" ADD CONSTRAINT "business_analytics_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_claims" ADD CONSTRAINT "business_claims_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_claims" ADD CONSTRAINT "business_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_owners" ADD CONSTRAINT "business_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_owners" ADD CONSTRAINT "business_owners_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertisement_requests_status_idx" ON "advertisement_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "business_analytics_business_date_unique" ON "business_analytics" USING btree ("business_id","date");--> statement-breakpoint
CREATE INDEX "business_claims_business_idx" ON "business_claims" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "business_claims_user_idx" ON "business_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "business_owners_user_idx" ON "business_owners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "business_owners_business_idx" ON "business_owners" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "businesses_status_category_idx" ON "businesses" USING btree ("status","category_id");--> statement-breakpoint
CREATE INDEX "businesses_status_district_idx" ON "businesses" USING btree ("status","district_id");--> statement-breakpoint
CREATE INDEX "businesses_featured_idx" ON "businesses" USING btree ("status","is_featured");--> statement-breakpoint
CREATE INDEX "businesses_geo_idx" ON "businesses" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_google_cid_unique" ON "businesses" USING btree ("google_cid");--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_google_place_unique" ON "businesses" USING btree ("google_place_id");--> statement-breakpoint
CREATE INDEX "businesses_search_trgm_idx" ON "businesses" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_business_unique" ON "favorites" USING btree ("user_id","business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_kind_code_unique" ON "price_list" USING btree ("kind","code");--> statement-breakpoint
CREATE UNIQUE INDEX "promotional_leads_email_source_unique" ON "promotional_leads" USING btree ("email","source");--> statement-breakpoint
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "reviews_business_idx" ON "reviews" USING btree ("business_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_business_unique" ON "reviews" USING btree ("user_id","business_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "site_builds_status_idx" ON "site_builds" USING btree ("status");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_purpose_target_unique" ON "verifications" USING btree ("purpose","target");--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_token_unique" ON "verifications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "visitor_stats_date_idx" ON "visitor_stats" USING btree ("date");--> statement-breakpoint
CREATE INDEX "visitor_stats_session_idx" ON "visitor_stats" USING btree ("session_id","date");