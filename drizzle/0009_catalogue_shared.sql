CREATE TABLE "catalogue_shared" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"loaded_at" integer NOT NULL,
	"source" text NOT NULL,
	"sheet" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_reads" (
	"slot" integer PRIMARY KEY NOT NULL,
	"claimed_at" integer NOT NULL
);
