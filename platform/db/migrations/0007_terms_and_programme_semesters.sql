CREATE TABLE "organisation" (
	"id" text PRIMARY KEY DEFAULT 'organisation' NOT NULL,
	"name" text NOT NULL,
	"legal_name" text NOT NULL,
	"registration" text NOT NULL,
	"street_address" text NOT NULL,
	"locality" text NOT NULL,
	"region" text NOT NULL,
	"postal_code" text NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"support_hours" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_single_row" CHECK ("organisation"."id" = 'organisation')
);
--> statement-breakpoint
CREATE TABLE "programme_semesters" (
	"programme_slug" text NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "programme_semesters_programme_slug_number_pk" PRIMARY KEY("programme_slug","number"),
	CONSTRAINT "programme_semesters_number_positive" CHECK ("programme_semesters"."number" > 0)
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	CONSTRAINT "terms_dates_ordered" CHECK ("terms"."ends_on" >= "terms"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "site_content" ADD COLUMN "sections" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "scholarship_applications" ADD COLUMN "programme_slug" text;--> statement-breakpoint
ALTER TABLE "programme_semesters" ADD CONSTRAINT "programme_semesters_programme_slug_programmes_slug_fk" FOREIGN KEY ("programme_slug") REFERENCES "public"."programmes"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "terms_starts_on_idx" ON "terms" USING btree ("starts_on");--> statement-breakpoint
ALTER TABLE "scholarship_applications" ADD CONSTRAINT "scholarship_applications_programme_slug_programmes_slug_fk" FOREIGN KEY ("programme_slug") REFERENCES "public"."programmes"("slug") ON DELETE restrict ON UPDATE cascade;
--> statement-breakpoint
-- Data kept from the old model, where calendar dates and course stages were one "semesters" table:
-- its rows become terms named for the season they start in (slugs kept, applications point at them),
-- and each programme gets the stages its courses were in, named without the "Semester N:" prefix.
INSERT INTO "terms" ("slug", "name", "starts_on", "ends_on")
SELECT "slug",
	CASE WHEN extract(month FROM "starts_on") <= 4 THEN 'Spring ' WHEN extract(month FROM "starts_on") <= 8 THEN 'Summer ' ELSE 'Autumn ' END
		|| extract(year FROM "starts_on")::int,
	"starts_on", "ends_on"
FROM "semesters";
--> statement-breakpoint
INSERT INTO "programme_semesters" ("programme_slug", "number", "name")
SELECT DISTINCT "courses"."programme_slug", "courses"."semester_number", regexp_replace("semesters"."name", '^Semester [0-9]+:\s*', '')
FROM "courses" JOIN "semesters" ON "semesters"."number" = "courses"."semester_number";
--> statement-breakpoint
ALTER TABLE "courses" DROP CONSTRAINT "courses_semester_number_semesters_number_fk";--> statement-breakpoint
ALTER TABLE "scholarship_applications" DROP CONSTRAINT "scholarship_applications_intake_semesters_slug_fk";--> statement-breakpoint
ALTER TABLE "enrolments" DROP CONSTRAINT "enrolments_intake_slug_semesters_slug_fk";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_intake_slug_semesters_slug_fk";--> statement-breakpoint
DROP TABLE "semesters";--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_programme_semester_fk" FOREIGN KEY ("programme_slug","semester_number") REFERENCES "public"."programme_semesters"("programme_slug","number") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "scholarship_applications" ADD CONSTRAINT "scholarship_applications_intake_terms_slug_fk" FOREIGN KEY ("intake") REFERENCES "public"."terms"("slug") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_intake_slug_terms_slug_fk" FOREIGN KEY ("intake_slug") REFERENCES "public"."terms"("slug") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_intake_slug_terms_slug_fk" FOREIGN KEY ("intake_slug") REFERENCES "public"."terms"("slug") ON DELETE restrict ON UPDATE cascade;
