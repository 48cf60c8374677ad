CREATE TABLE "semester_reminders" (
	"account_id" uuid NOT NULL,
	"programme_slug" text NOT NULL,
	"programme_semester" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "semester_reminders_account_id_programme_slug_programme_semester_kind_pk" PRIMARY KEY("account_id","programme_slug","programme_semester","kind")
);
--> statement-breakpoint
CREATE TABLE "semester_scholarships" (
	"account_id" uuid NOT NULL,
	"programme_slug" text NOT NULL,
	"programme_semester" integer NOT NULL,
	"decided_by" uuid,
	"decided_by_email" text NOT NULL,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "semester_scholarships_account_id_programme_slug_programme_semester_pk" PRIMARY KEY("account_id","programme_slug","programme_semester"),
	CONSTRAINT "semester_scholarships_later" CHECK ("semester_scholarships"."programme_semester" > 1)
);
--> statement-breakpoint
DROP INDEX "orders_one_open_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "programme_semester" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "semester_reminders" ADD CONSTRAINT "semester_reminders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semester_reminders" ADD CONSTRAINT "semester_reminders_programme_slug_programmes_slug_fk" FOREIGN KEY ("programme_slug") REFERENCES "public"."programmes"("slug") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "semester_scholarships" ADD CONSTRAINT "semester_scholarships_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semester_scholarships" ADD CONSTRAINT "semester_scholarships_programme_slug_programmes_slug_fk" FOREIGN KEY ("programme_slug") REFERENCES "public"."programmes"("slug") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "semester_scholarships" ADD CONSTRAINT "semester_scholarships_decided_by_accounts_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_open_semester_idx" ON "orders" USING btree ("account_id","programme_slug","intake_slug","programme_semester") WHERE "orders"."status" = 'pending_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_paid_semester_idx" ON "orders" USING btree ("account_id","programme_slug","programme_semester") WHERE "orders"."status" = 'paid';