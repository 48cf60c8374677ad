DROP INDEX "withdrawals_account_programme_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_account_semester_idx" ON "withdrawals" USING btree ("account_id","programme_slug","programme_semester");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_payment_idx" ON "withdrawals" USING btree ("payment_id");
--> statement-breakpoint
-- Withdrawals made before refunds were per semester: every later semester paid for is owed back whole (its term had
-- not started), from what was paid, and an order still open for a withdrawn semester closes.
INSERT INTO "withdrawals" ("account_id", "programme_slug", "programme_semester", "payment_id", "refund_paisa", "requested_at")
SELECT o."account_id", o."programme_slug", o."programme_semester", p."id", p."amount_paisa", GREATEST(w."requested_at", o."paid_at")
FROM "withdrawals" w
JOIN "orders" o ON o."account_id" = w."account_id" AND o."programme_slug" = w."programme_slug"
  AND o."programme_semester" > w."programme_semester" AND o."status" = 'paid'
JOIN "payments" p ON p."order_id" = o."id"
JOIN "receipts" r ON r."payment_id" = p."id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "orders" o SET "status" = 'cancelled', "closed_at" = now()
WHERE o."status" = 'pending_payment' AND EXISTS (
  SELECT 1 FROM "withdrawals" w
  WHERE w."account_id" = o."account_id" AND w."programme_slug" = o."programme_slug"
    AND w."programme_semester" <= o."programme_semester"
);
