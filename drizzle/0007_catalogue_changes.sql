CREATE TABLE "catalogue_changes" (
	"version" text NOT NULL,
	"medicine_id" text NOT NULL,
	"kind" text NOT NULL,
	"at" bigint NOT NULL,
	"name" text NOT NULL,
	"category_id" text NOT NULL,
	"category" text NOT NULL,
	"manufacturer" text NOT NULL,
	"manufacturer_slug" text NOT NULL,
	"old_value" double precision,
	"new_value" double precision,
	"scheme" text,
	"cancelled_at" bigint,
	PRIMARY KEY ("version", "medicine_id", "kind")
);
--> statement-breakpoint
CREATE INDEX "catalogue_changes_kind_at" ON "catalogue_changes" ("kind", "at");
--> statement-breakpoint
CREATE INDEX "catalogue_changes_medicine_at" ON "catalogue_changes" ("medicine_id", "at");
