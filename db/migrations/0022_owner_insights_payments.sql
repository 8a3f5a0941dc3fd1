CREATE TABLE "business_view_origins" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"source" varchar(10) NOT NULL,
	"term" varchar(60),
	"visitor_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(8) NOT NULL,
	"owner_id" integer,
	"ad_request_id" integer,
	"user_id" integer,
	"email" varchar(254) NOT NULL,
	"description" varchar(200) NOT NULL,
	"amount_kurus" integer NOT NULL,
	"method" varchar(10) NOT NULL,
	"reference" varchar(80) NOT NULL,
	"paid_on" varchar(10) NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"receipt_sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "business_view_origins" ADD CONSTRAINT "business_view_origins_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_owner_id_business_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."business_owners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_ad_request_id_advertisement_requests_id_fk" FOREIGN KEY ("ad_request_id") REFERENCES "public"."advertisement_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_view_origins_business_idx" ON "business_view_origins" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "business_view_origins_created_idx" ON "business_view_origins" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_email_idx" ON "payments" USING btree ("email");--> statement-breakpoint
CREATE INDEX "payments_owner_idx" ON "payments" USING btree ("owner_id");