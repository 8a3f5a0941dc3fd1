CREATE TABLE "business_hours_overrides" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"open" boolean NOT NULL,
	"label" varchar(120)
);
--> statement-breakpoint
CREATE TABLE "pharmacy_duties" (
	"id" serial PRIMARY KEY NOT NULL,
	"duty_date" varchar(10) NOT NULL,
	"district_id" integer NOT NULL,
	"business_id" integer,
	"name" varchar(160) NOT NULL,
	"address" varchar(300) DEFAULT '' NOT NULL,
	"phone" varchar(20),
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"source" varchar(160) NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "special_hours" jsonb;--> statement-breakpoint
ALTER TABLE "business_hours_overrides" ADD CONSTRAINT "business_hours_overrides_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_duties" ADD CONSTRAINT "pharmacy_duties_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_duties" ADD CONSTRAINT "pharmacy_duties_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_duties" ADD CONSTRAINT "pharmacy_duties_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_hours_overrides_time_idx" ON "business_hours_overrides" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "business_hours_overrides_business_idx" ON "business_hours_overrides" USING btree ("business_id","ends_at");--> statement-breakpoint
CREATE INDEX "pharmacy_duties_time_idx" ON "pharmacy_duties" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "pharmacy_duties_date_idx" ON "pharmacy_duties" USING btree ("duty_date","district_id");