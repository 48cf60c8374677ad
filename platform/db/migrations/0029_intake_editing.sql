ALTER TABLE "terms" ADD COLUMN "enrolment_closes_on" date;--> statement-breakpoint
ALTER TABLE "terms" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "terms" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "terms" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_intake_idx" ON "orders" USING btree ("intake_slug","programme_semester","status");--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_enrolment_closes_before_start" CHECK ("terms"."enrolment_closes_on" < "terms"."starts_on");--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_seats_positive" CHECK ("terms"."seats" > 0);