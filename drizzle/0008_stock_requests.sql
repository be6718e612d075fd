CREATE TABLE "stock_requests" (
	"medicine_id" text NOT NULL,
	"contact" text NOT NULL,
	"channel" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"created_at" bigint NOT NULL,
	"client_hash" text NOT NULL,
	"state" text NOT NULL,
	"back_at" bigint,
	"claimed_at" bigint,
	"closed_at" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	PRIMARY KEY ("medicine_id", "contact")
);
--> statement-breakpoint
CREATE INDEX "stock_requests_state" ON "stock_requests" ("state", "medicine_id");
--> statement-breakpoint
CREATE INDEX "stock_requests_contact" ON "stock_requests" ("contact");
--> statement-breakpoint
CREATE INDEX "stock_requests_created_at" ON "stock_requests" ("created_at");
--> statement-breakpoint
CREATE TABLE "stock_request_limits" (
	"key" text NOT NULL,
	"window_start" bigint NOT NULL,
	"count" integer NOT NULL,
	PRIMARY KEY ("key", "window_start")
);
