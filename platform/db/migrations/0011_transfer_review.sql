ALTER TABLE "payments" ADD COLUMN "reviewed_by_email" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "review_decision" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "review_note" text;--> statement-breakpoint
CREATE INDEX "payments_reviewed_idx" ON "payments" USING btree ("reviewed_at");