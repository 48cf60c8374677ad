CREATE TABLE "staff_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"actor_id" uuid,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"address" text
);
--> statement-breakpoint
CREATE INDEX "staff_audit_log_at_idx" ON "staff_audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "staff_audit_log_actor_idx" ON "staff_audit_log" USING btree ("actor","at");--> statement-breakpoint
CREATE INDEX "staff_audit_log_record_idx" ON "staff_audit_log" USING btree ("record_id","at");--> statement-breakpoint
-- Append-only where the data is: no UPDATE, DELETE or TRUNCATE reaches a row of the log, whoever asks.
CREATE FUNCTION "staff_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "staff_audit_log_no_update_or_delete" BEFORE UPDATE OR DELETE ON "staff_audit_log"
  FOR EACH ROW EXECUTE FUNCTION "staff_audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "staff_audit_log_no_truncate" BEFORE TRUNCATE ON "staff_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "staff_audit_log_append_only"();--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_role_known" CHECK ("role" IN ('learner', 'staff', 'admin'));
