CREATE TABLE "inbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"author_id" uuid,
	"author" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "support_requests_received_at_idx";--> statement-breakpoint
ALTER TABLE "scholarship_applications" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "scholarship_applications" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "scholarship_applications" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "support_requests" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
CREATE INDEX "inbox_messages_reference_idx" ON "inbox_messages" USING btree ("reference","id");--> statement-breakpoint
ALTER TABLE "scholarship_applications" ADD CONSTRAINT "scholarship_applications_assignee_id_accounts_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_assignee_id_accounts_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scholarship_applications_received_at_idx" ON "scholarship_applications" USING btree ("received_at","reference");--> statement-breakpoint
CREATE INDEX "support_requests_received_at_idx" ON "support_requests" USING btree ("received_at","reference");