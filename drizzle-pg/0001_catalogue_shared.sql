CREATE TABLE "catalogue_reads" (
	"slot" bigint PRIMARY KEY NOT NULL,
	"claimed_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_shared" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"loaded_at" bigint NOT NULL,
	"source" text NOT NULL,
	"sheet" text NOT NULL
);
