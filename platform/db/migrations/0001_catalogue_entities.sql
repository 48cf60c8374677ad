CREATE TABLE "courses" (
	"slug" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"credits" integer NOT NULL,
	"programme_slug" text NOT NULL,
	"semester_number" integer NOT NULL,
	"instructor_slug" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "courses_credits_positive" CHECK ("courses"."credits" > 0)
);
--> statement-breakpoint
CREATE TABLE "faq" (
	"id" text PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"topic" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instructors" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"headline" text NOT NULL,
	"bio" text NOT NULL,
	"city" text NOT NULL,
	"expertise" text[] NOT NULL,
	"years_experience" integer NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "semesters" (
	"number" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	CONSTRAINT "semesters_dates_ordered" CHECK ("semesters"."ends_on" >= "semesters"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "site_content" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_programme_slug_programmes_slug_fk" FOREIGN KEY ("programme_slug") REFERENCES "public"."programmes"("slug") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_semester_number_semesters_number_fk" FOREIGN KEY ("semester_number") REFERENCES "public"."semesters"("number") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_instructor_slug_instructors_slug_fk" FOREIGN KEY ("instructor_slug") REFERENCES "public"."instructors"("slug") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "courses_code_idx" ON "courses" USING btree ("code");--> statement-breakpoint
CREATE INDEX "courses_programme_semester_idx" ON "courses" USING btree ("programme_slug","semester_number","position");--> statement-breakpoint
CREATE INDEX "courses_semester_idx" ON "courses" USING btree ("semester_number");--> statement-breakpoint
CREATE INDEX "courses_instructor_idx" ON "courses" USING btree ("instructor_slug");--> statement-breakpoint
CREATE INDEX "faq_topic_position_idx" ON "faq" USING btree ("topic","position");--> statement-breakpoint
CREATE INDEX "instructors_position_idx" ON "instructors" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "semesters_slug_idx" ON "semesters" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "semesters_starts_on_idx" ON "semesters" USING btree ("starts_on");--> statement-breakpoint
CREATE INDEX "programmes_featured_position_idx" ON "programmes" USING btree ("featured","position");--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_price_nonnegative" CHECK ("programmes"."price_per_semester_paisa" >= 0);--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_semester_count_positive" CHECK ("programmes"."semester_count" > 0);