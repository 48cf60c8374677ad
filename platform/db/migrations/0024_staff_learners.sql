CREATE TABLE "learner_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"text" text NOT NULL,
	"author_id" uuid,
	"author_email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_mail" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"outcome" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learner_notes" ADD CONSTRAINT "learner_notes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_notes" ADD CONSTRAINT "learner_notes_author_id_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_mail" ADD CONSTRAINT "sent_mail_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learner_notes_account_idx" ON "learner_notes" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "sent_mail_account_idx" ON "sent_mail" USING btree ("account_id","sent_at");--> statement-breakpoint
CREATE INDEX "sent_mail_recipient_idx" ON "sent_mail" USING btree (lower("recipient"),"sent_at");--> statement-breakpoint
CREATE INDEX "accounts_phone_idx" ON "accounts" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "accounts_created_idx" ON "accounts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "accounts_name_idx" ON "accounts" USING btree (lower("full_name"),"id");--> statement-breakpoint
CREATE INDEX "kyc_submissions_last_digits_idx" ON "kyc_submissions" USING btree (right("document_number", 4));