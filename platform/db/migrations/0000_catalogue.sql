CREATE TABLE "programmes" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"tagline" text NOT NULL,
	"description" text NOT NULL,
	"level" text NOT NULL,
	"mode" text NOT NULL,
	"duration_weeks" integer NOT NULL,
	"semester_count" integer NOT NULL,
	"price_per_semester_paisa" integer NOT NULL,
	"outcomes" text[] NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
