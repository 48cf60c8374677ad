CREATE TABLE "auth_throttle" (
	"scope" text NOT NULL,
	"kind" text NOT NULL,
	"attempts" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"next_allowed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_throttle_scope_kind_pk" PRIMARY KEY("scope","kind")
);
