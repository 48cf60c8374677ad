CREATE TABLE "money_day_sums" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"state" text NOT NULL,
	"programme_slug" text NOT NULL,
	"count" integer NOT NULL,
	"amount_paisa" bigint NOT NULL,
	CONSTRAINT "money_day_sums_day_kind_method_state_programme_slug_pk" PRIMARY KEY("day","kind","method","state","programme_slug")
);
--> statement-breakpoint
-- The day a payment or refund counts on: its UTC date, the day the money office's from and to mean.
CREATE FUNCTION "money_day_of"(timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT ($1 AT TIME ZONE 'UTC')::date
$$;--> statement-breakpoint
-- Each trigger adds the row as it is now and takes away the row as it was (OLD is null on insert, NEW on delete),
-- summed per key: a change that leaves its key alone writes nothing, and keys are written in order, so two
-- transactions changing the same keys take their row locks in the same order. A key left with no rows is deleted.
CREATE FUNCTION "money_day_sums_of_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "money_day_sums" AS s ("day", "kind", "method", "state", "programme_slug", "count", "amount_paisa")
  SELECT c.day, 'payment', c.method, c.state, o.programme_slug, sum(c.n), sum(c.amount)
  FROM (
    SELECT money_day_of(OLD.started_at) AS day, OLD.method AS method, OLD.status AS state, OLD.order_id AS order_id,
      -1 AS n, -OLD.amount_paisa::bigint AS amount
    WHERE TG_OP <> 'INSERT'
    UNION ALL
    SELECT money_day_of(NEW.started_at), NEW.method, NEW.status, NEW.order_id, 1, NEW.amount_paisa
    WHERE TG_OP <> 'DELETE'
  ) AS c
  JOIN "orders" o ON o.id = c.order_id
  GROUP BY c.day, c.method, c.state, o.programme_slug
  HAVING sum(c.n) <> 0 OR sum(c.amount) <> 0
  ORDER BY c.day, c.method, c.state, o.programme_slug
  ON CONFLICT ("day", "kind", "method", "state", "programme_slug")
    DO UPDATE SET "count" = s."count" + excluded."count", "amount_paisa" = s."amount_paisa" + excluded."amount_paisa";
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "money_day_sums" s USING "orders" o
    WHERE o.id = OLD.order_id AND s.day = money_day_of(OLD.started_at) AND s.kind = 'payment'
      AND s.method = OLD.method AND s.state = OLD.status AND s.programme_slug = o.programme_slug AND s.count = 0;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "money_day_sums_of_refunds"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "money_day_sums" AS s ("day", "kind", "method", "state", "programme_slug", "count", "amount_paisa")
  SELECT c.day, 'refund', c.method, 'refunded', o.programme_slug, sum(c.n), sum(c.amount)
  FROM (
    SELECT money_day_of(OLD.recorded_at) AS day, OLD.method AS method, OLD.payment_id AS payment_id,
      -1 AS n, -OLD.amount_paisa::bigint AS amount
    WHERE TG_OP <> 'INSERT'
    UNION ALL
    SELECT money_day_of(NEW.recorded_at), NEW.method, NEW.payment_id, 1, NEW.amount_paisa
    WHERE TG_OP <> 'DELETE'
  ) AS c
  JOIN "payments" p ON p.id = c.payment_id
  JOIN "orders" o ON o.id = p.order_id
  GROUP BY c.day, c.method, o.programme_slug
  HAVING sum(c.n) <> 0 OR sum(c.amount) <> 0
  ORDER BY c.day, c.method, o.programme_slug
  ON CONFLICT ("day", "kind", "method", "state", "programme_slug")
    DO UPDATE SET "count" = s."count" + excluded."count", "amount_paisa" = s."amount_paisa" + excluded."amount_paisa";
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "money_day_sums" s USING "payments" p JOIN "orders" o ON o.id = p.order_id
    WHERE p.id = OLD.payment_id AND s.day = money_day_of(OLD.recorded_at) AND s.kind = 'refund'
      AND s.method = OLD.method AND s.state = 'refunded' AND s.programme_slug = o.programme_slug AND s.count = 0;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- An order's programme changes when the programme's slug is renamed (the foreign key cascades): its payments and
-- refunds move from the old programme's sums to the new one's (the old keys stay, at zero: a rename is rare, and
-- finding them again per order would cost more than the rows).
CREATE FUNCTION "money_day_sums_of_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "money_day_sums" AS s ("day", "kind", "method", "state", "programme_slug", "count", "amount_paisa")
  SELECT f.day, f.kind, f.method, f.state, m.programme_slug, sum(m.n), sum(m.n * f.amount)
  FROM (
    SELECT money_day_of(p.started_at) AS day, 'payment' AS kind, p.method AS method, p.status AS state,
      p.amount_paisa::bigint AS amount
    FROM "payments" p WHERE p.order_id = NEW.id
    UNION ALL
    SELECT money_day_of(r.recorded_at), 'refund', r.method, 'refunded', r.amount_paisa
    FROM "refunds" r JOIN "payments" p ON p.id = r.payment_id WHERE p.order_id = NEW.id
  ) AS f
  CROSS JOIN (VALUES (OLD.programme_slug, -1), (NEW.programme_slug, 1)) AS m(programme_slug, n)
  GROUP BY f.day, f.kind, f.method, f.state, m.programme_slug
  HAVING sum(m.n) <> 0
  ORDER BY f.day, f.kind, f.method, f.state, m.programme_slug
  ON CONFLICT ("day", "kind", "method", "state", "programme_slug")
    DO UPDATE SET "count" = s."count" + excluded."count", "amount_paisa" = s."amount_paisa" + excluded."amount_paisa";
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The triggers come before the backfill: creating them locks the three tables against writes until the migration
-- commits, so nothing written meanwhile is missed by the backfill or counted twice.
CREATE TRIGGER "payments_money_day_sums" AFTER INSERT OR DELETE OR UPDATE OF "started_at", "method", "status", "order_id", "amount_paisa"
  ON "payments" FOR EACH ROW EXECUTE FUNCTION "money_day_sums_of_payments"();--> statement-breakpoint
CREATE TRIGGER "refunds_money_day_sums" AFTER INSERT OR DELETE OR UPDATE OF "recorded_at", "method", "payment_id", "amount_paisa"
  ON "refunds" FOR EACH ROW EXECUTE FUNCTION "money_day_sums_of_refunds"();--> statement-breakpoint
CREATE TRIGGER "orders_money_day_sums" AFTER UPDATE OF "programme_slug" ON "orders"
  FOR EACH ROW WHEN (OLD."programme_slug" IS DISTINCT FROM NEW."programme_slug")
  EXECUTE FUNCTION "money_day_sums_of_orders"();--> statement-breakpoint
INSERT INTO "money_day_sums" ("day", "kind", "method", "state", "programme_slug", "count", "amount_paisa")
SELECT f.day, f.kind, f.method, f.state, f.programme_slug, count(*), sum(f.amount)
FROM (
  SELECT money_day_of(p.started_at) AS day, 'payment' AS kind, p.method AS method, p.status AS state,
    o.programme_slug AS programme_slug, p.amount_paisa::bigint AS amount
  FROM "payments" p JOIN "orders" o ON o.id = p.order_id
  UNION ALL
  SELECT money_day_of(r.recorded_at), 'refund', r.method, 'refunded', o.programme_slug, r.amount_paisa
  FROM "refunds" r JOIN "payments" p ON p.id = r.payment_id JOIN "orders" o ON o.id = p.order_id
) AS f
GROUP BY f.day, f.kind, f.method, f.state, f.programme_slug;
