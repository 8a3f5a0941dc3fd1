CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"business_count" integer DEFAULT 0 NOT NULL,
	"name_count" integer DEFAULT 0 NOT NULL,
	"name_category_count" integer DEFAULT 0 NOT NULL,
	"name_category_feature_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "search_document" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "open_week" "int4multirange" GENERATED ALWAYS AS (business_open_week(hours)) STORED;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "open_hours" smallint[] GENERATED ALWAYS AS (business_open_hours(hours)) STORED;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "name_sort" text GENERATED ALWAYS AS (tr_sort_key(name)) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree (("word" COLLATE "C"));--> statement-breakpoint
CREATE INDEX "businesses_search_document_idx" ON "businesses" USING gin ("search_document") WHERE "businesses"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "businesses_search_a_idx" ON "businesses" USING gin (ts_filter("search_document", '{a}')) WHERE "businesses"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "businesses_search_ab_idx" ON "businesses" USING gin (ts_filter("search_document", '{a,b}')) WHERE "businesses"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "businesses_search_abc_idx" ON "businesses" USING gin (ts_filter("search_document", '{a,b,c}')) WHERE "businesses"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "businesses_open_hours_idx" ON "businesses" USING gin ("open_hours") WHERE "businesses"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "businesses_list_rating_idx" ON "businesses" USING btree ("rating" DESC NULLS LAST,("name_sort" COLLATE "C"),"id") WHERE "businesses"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "businesses_list_reviews_idx" ON "businesses" USING btree ("review_count" DESC NULLS LAST,"rating" DESC NULLS LAST,("name_sort" COLLATE "C"),"id") WHERE "businesses"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "businesses_list_name_idx" ON "businesses" USING btree (("name_sort" COLLATE "C"),"id") WHERE "businesses"."status" = 'approved';