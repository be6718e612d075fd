ALTER TABLE "enquiries" ADD COLUMN "order_plan" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "repeat_key" text;--> statement-breakpoint
CREATE INDEX "enquiries_repeat" ON "enquiries" USING btree ("repeat_key","created_at");--> statement-breakpoint
CREATE TABLE "order_status_changes" (
	"enquiry_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" bigint NOT NULL,
	"staff" text,
	"notice" text DEFAULT 'none' NOT NULL,
	"claimed_at" bigint,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_status_changes_enquiry_id_status_pk" PRIMARY KEY("enquiry_id","status")
);--> statement-breakpoint
ALTER TABLE "order_status_changes" ADD CONSTRAINT "order_status_changes_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_status_changes_notice" ON "order_status_changes" USING btree ("notice","at");--> statement-breakpoint
UPDATE "enquiries" SET "order_status" = CASE "order_status" WHEN 'answered' THEN 'accepted' WHEN 'closed' THEN 'closed' ELSE 'new' END;--> statement-breakpoint
UPDATE "desk_enquiry_states" SET "status" = 'accepted' WHERE "status" = 'answered';--> statement-breakpoint
INSERT INTO "order_status_changes" ("enquiry_id", "status", "at", "staff", "notice") SELECT "id", 'new', "created_at", NULL, 'none' FROM "enquiries";--> statement-breakpoint
INSERT INTO "order_status_changes" ("enquiry_id", "status", "at", "staff", "notice") SELECT "desk_enquiry_states"."enquiry_id", "enquiries"."order_status", "desk_enquiry_states"."updated_at", "desk_enquiry_states"."updated_by", 'none' FROM "desk_enquiry_states" JOIN "enquiries" ON "enquiries"."id" = "desk_enquiry_states"."enquiry_id" WHERE "enquiries"."order_status" IN ('accepted', 'closed');
