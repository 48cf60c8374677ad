CREATE TABLE "catalogue_drafts" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"content" jsonb NOT NULL,
	"version" integer NOT NULL,
	"saved_by_id" uuid,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "catalogue_drafts_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE TABLE "catalogue_revisions" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"saved_by" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "catalogue_revisions_kind_key_version_pk" PRIMARY KEY("kind","key","version")
);
--> statement-breakpoint
CREATE TABLE "slug_redirects" (
	"kind" text NOT NULL,
	"from_slug" text NOT NULL,
	"to_slug" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "slug_redirects_kind_from_slug_pk" PRIMARY KEY("kind","from_slug")
);
--> statement-breakpoint
ALTER TABLE "faq" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "minimum_age" integer DEFAULT 16 NOT NULL;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_content" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_minimum_age_range" CHECK ("programmes"."minimum_age" between 0 and 120);