CREATE TABLE "money_month_sums" (
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"state" text NOT NULL,
	"programme_slug" text NOT NULL,
	"count" integer NOT NULL,
	"amount_paisa" bigint NOT NULL,
	CONSTRAINT "money_month_sums_month_kind_method_state_programme_slug_pk" PRIMARY KEY("month","kind","method","state","programme_slug"),
	CONSTRAINT "money_month_sums_month_first_day" CHECK (extract(day from "money_month_sums"."month") = 1)
);
--> statement-breakpoint
-- Every change to a day sum is added to its month: the day sum as it is now, less as it was (OLD is null on insert, NEW
-- on delete). The day sums change only inside the triggers on payments, refunds and orders, so the month sums change
-- in the same statement. A month's sum is locked after its day's, in the same key order; payments made now fall on
-- today, whose day sum already makes them wait for each other, so the month adds a wait only for a change to an
-- earlier day of the month (a transfer approved, a refund). A month left with no rows is deleted.
CREATE FUNCTION "money_month_sums_of_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "money_month_sums" AS s ("month", "kind", "method", "state", "programme_slug", "count", "amount_paisa")
  SELECT date_trunc('month', c.day::timestamp)::date, c.kind, c.method, c.state, c.programme_slug, sum(c.n),
    sum(c.amount)
  FROM (
    SELECT OLD.day AS day, OLD.kind AS kind, OLD.method AS method, OLD.state AS state,
      OLD.programme_slug AS programme_slug, -OLD.count AS n, -OLD.amount_paisa AS amount
    WHERE TG_OP <> 'INSERT'
    UNION ALL
    SELECT NEW.day, NEW.kind, NEW.method, NEW.state, NEW.programme_slug, NEW.count, NEW.amount_paisa
    WHERE TG_OP <> 'DELETE'
  ) AS c
  GROUP BY 1, c.kind, c.method, c.state, c.programme_slug
  HAVING sum(c.n) <> 0 OR sum(c.amount) <> 0
  ORDER BY 1, c.kind, c.method, c.state, c.programme_slug
  ON CONFLICT ("month", "kind", "method", "state", "programme_slug")
    DO UPDATE SET "count" = s."count" + excluded."count", "amount_paisa" = s."amount_paisa" + excluded."amount_paisa";
  DELETE FROM "money_month_sums" s
  WHERE s.count = 0 AND (s.month, s.kind, s.method, s.state, s.programme_slug) IN (
    SELECT date_trunc('month', OLD.day::timestamp)::date, OLD.kind, OLD.method, OLD.state, OLD.programme_slug
    WHERE TG_OP <> 'INSERT'
    UNION ALL
    SELECT date_trunc('month', NEW.day::timestamp)::date, NEW.kind, NEW.method, NEW.state, NEW.programme_slug
    WHERE TG_OP <> 'DELETE'
  );
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The trigger comes before the backfill: creating it locks the day sums against writes (and so payments, refunds and
-- orders' slugs, whose triggers write them) until the migration commits, so no change is missed or counted twice.
CREATE TRIGGER "money_day_sums_money_month_sums" AFTER INSERT OR DELETE OR UPDATE ON "money_day_sums"
  FOR EACH ROW EXECUTE FUNCTION "money_month_sums_of_days"();--> statement-breakpoint
INSERT INTO "money_month_sums" ("month", "kind", "method", "state", "programme_slug", "count", "amount_paisa")
SELECT date_trunc('month', d.day::timestamp)::date, d.kind, d.method, d.state, d.programme_slug, sum(d.count),
  sum(d.amount_paisa)
FROM "money_day_sums" d
GROUP BY 1, d.kind, d.method, d.state, d.programme_slug
HAVING sum(d.count) <> 0;
