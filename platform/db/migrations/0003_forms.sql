CREATE TABLE "scholarship_applications" (
	"reference" text PRIMARY KEY NOT NULL,
	"intake" text NOT NULL,
	"applicant_name" text NOT NULL,
	"email" text NOT NULL,
	"email_normalized" text NOT NULL,
	"phone" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"guardian_name" text,
	"guardian_phone" text,
	"school" text NOT NULL,
	"city" text NOT NULL,
	"statement" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scholarship_applications_guardian_pair" CHECK (("scholarship_applications"."guardian_name" is null) = ("scholarship_applications"."guardian_phone" is null))
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"reference" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_requests_phone_e164" CHECK ("support_requests"."phone" ~ '^\+[1-9][0-9]{1,14}$')
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"body" text,
	"content_type" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
ALTER TABLE "scholarship_applications" ADD CONSTRAINT "scholarship_applications_intake_semesters_slug_fk" FOREIGN KEY ("intake") REFERENCES "public"."semesters"("slug") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scholarship_applications_intake_email_idx" ON "scholarship_applications" USING btree ("intake","email_normalized");--> statement-breakpoint
CREATE UNIQUE INDEX "scholarship_applications_intake_phone_idx" ON "scholarship_applications" USING btree ("intake","phone");--> statement-breakpoint
CREATE INDEX "support_requests_received_at_idx" ON "support_requests" USING btree ("received_at");