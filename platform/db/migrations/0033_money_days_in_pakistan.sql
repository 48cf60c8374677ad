-- The money office counts a payment or refund on the day it was made in Pakistan (Asia/Karachi, UTC+5 all year), the
-- day its row shows and the month the reports put it in; 0031 counted UTC days, so a payment at 02:00 on the 7th in
-- Lahore fell in the 6th's filter and in the previous month's totals when made on the 1st before 05:00.
CREATE OR REPLACE FUNCTION "money_day_of"(timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT ($1 AT TIME ZONE 'Asia/Karachi')::date
$$;--> statement-breakpoint
-- The sums are rebuilt on the new days, inside this migration's transaction, so no write lands between.
LOCK TABLE "payments", "refunds", "orders", "money_day_sums" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
DELETE FROM "money_day_sums";--> statement-breakpoint
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
