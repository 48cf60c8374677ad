ALTER TABLE "accounts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;