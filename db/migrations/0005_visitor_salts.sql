CREATE TABLE "visitor_salts" (
	"date" varchar(10) PRIMARY KEY NOT NULL,
	"salt" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
