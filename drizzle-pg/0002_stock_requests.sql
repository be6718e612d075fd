CREATE TABLE "stock_request_limits" (
	"key" text NOT NULL,
	"window_start" bigint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "stock_request_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
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
	CONSTRAINT "stock_requests_medicine_id_contact_pk" PRIMARY KEY("medicine_id","contact")
);
--> statement-breakpoint
CREATE INDEX "stock_requests_state" ON "stock_requests" USING btree ("state","medicine_id");--> statement-breakpoint
CREATE INDEX "stock_requests_contact" ON "stock_requests" USING btree ("contact");--> statement-breakpoint
CREATE INDEX "stock_requests_created_at" ON "stock_requests" USING btree ("created_at");