// The office's lists at an institute's size, written straight into the migrated schema with generate_series (a
// minute, where 100,000 sign-ups through the API would take hours): learners with names in English and Urdu script,
// phones, e-mail addresses and CNICs; three orders each (semesters 1–3) with one payment each, receipts for the paid
// ones, refunds for some. Deterministic: the same numbers every run, so runs compare.

/** Names as learners type them; one learner in ten signs up in Urdu script. */
const FIRST = ['Ayesha', 'Muhammad', 'Fatima', 'Ali', 'Hina', 'Usman', 'Zainab', 'Bilal', 'Sana', 'Hamza'];
const LAST = ['Khan', 'Ahmed', 'Siddiqui', 'Qureshi', 'Baig', 'Malik', 'Chaudhry', 'Butt', 'Sheikh', 'Raza'];
const FIRST_UR = ['عائشہ', 'محمد', 'فاطمہ', 'علی', 'حنا', 'عثمان', 'زینب', 'بلال', 'ثنا', 'حمزہ'];
const LAST_UR = ['خان', 'احمد', 'صدیقی', 'قریشی', 'بیگ', 'ملک', 'چوہدری', 'بٹ', 'شیخ', 'رضا'];

const array = (items) => `array[${items.map((item) => `'${item}'`).join(',')}]`;

/** The learner the searches look for: number 4242, known by every key the search reads. */
export const SOUGHT = 4242;

export function dataSql({ learners, paymentsPerLearner }) {
  return `
begin;
create temporary table bench_names as
  select ${array(FIRST)} as first, ${array(LAST)} as last, ${array(FIRST_UR)} as first_ur, ${array(LAST_UR)} as last_ur;

-- Learners: created one every ten minutes back from now; 100 pairs of first name and surname, every tenth in Urdu.
insert into accounts (id, email, full_name, phone, country, language, password_hash, email_verified_at, created_at, updated_at)
select
  md5('learner' || i)::uuid,
  lower(first[1 + (i / 100) % 10]) || '.' || lower(last[1 + (i / 10) % 10]) || '.' || i || '@example.pk',
  case when i % 10 = 3 then first_ur[1 + (i / 100) % 10] || ' ' || last_ur[1 + (i / 10) % 10]
       else first[1 + (i / 100) % 10] || ' ' || last[1 + (i / 10) % 10] end,
  -- E.164 as the phone field stores it; learner ${SOUGHT} has 0300 1234567.
  case when i = ${SOUGHT} then '+923001234567'
       else '+923' || lpad((i % 50)::text, 2, '0') || lpad(((i::bigint * 7919) % 10000000)::text, 7, '0') end,
  'PK',
  case when i % 10 = 3 then 'ur' else 'en' end,
  'scrypt$bench$not-a-password',
  case when i % 20 = 0 then null else now() - (i * interval '10 minutes') + interval '5 minutes' end,
  now() - (i * interval '10 minutes'),
  now() - (i * interval '10 minutes')
from generate_series(1, ${learners}) as i, bench_names;

-- Seven in ten verified a CNIC: 13 digits, unique per learner.
insert into kyc_submissions (account_id, document_type, document_number, legal_name, date_of_birth, status, submitted_at, decided_at, decided_by_email)
select md5('learner' || i)::uuid, 'cnic', (3520200000000 + i::bigint * 7)::text, 'Legal Name ' || i, date '2004-01-01' + (i % 2000),
  'approved', now() - (i * interval '10 minutes') + interval '1 hour', now() - (i * interval '10 minutes') + interval '2 hours', 'staff@example.pk'
from generate_series(1, ${learners}) as i where i % 10 < 7;

-- Orders and payments: semesters 1..n of one programme and intake per learner, n = ${paymentsPerLearner}.
create temporary table bench_catalogue as
  select (select array_agg(slug order by slug) from programmes) as programmes,
         (select array_agg(slug order by slug) from terms) as terms;

create temporary table bench_orders as
select
  md5('order' || i || '-' || s)::uuid as id,
  md5('payment' || i || '-' || s)::uuid as payment_id,
  md5('learner' || i)::uuid as account_id,
  i, s,
  programmes[1 + i % cardinality(programmes)] as programme,
  terms[1 + i % cardinality(terms)] as intake,
  ((i * ${paymentsPerLearner} + s) * 2654435761) % 100 as luck,
  now() - (i * interval '10 minutes') + (s * interval '2 hours') as at
from generate_series(1, ${learners}) as i, generate_series(1, ${paymentsPerLearner}) as s, bench_catalogue;

insert into orders (id, reference, account_id, programme_slug, intake_slug, programme_semester, status, total_paisa, created_at, expires_at, paid_at)
select id, 'LP-' || upper(substr(md5('ref' || i || '-' || s), 1, 10)), account_id, programme, intake, s,
  case when luck < 85 then 'paid' when luck < 95 then 'failed' else 'pending_payment' end,
  4500000 + (i % 7) * 250000, at, at + interval '3 days',
  case when luck < 85 then at + interval '1 minute' end
from bench_orders;

insert into payments (id, order_id, method, gateway, gateway_ref, gateway_txn_id, status, amount_paisa, flag, refund_due, transfer_id, submitted_at, started_at, completed_at)
select payment_id, id,
  (array['card', 'jazzcash', 'easypaisa', 'bank_transfer'])[1 + (i + s) % 4],
  (array['test', 'jazzcash', 'jazzcash', 'bank'])[1 + (i + s) % 4],
  'BENCH' || i || '-' || s,
  case when (i + s) % 4 <> 3 and luck < 95 then 'T' || i || '-' || s end,
  case when luck < 85 then 'succeeded' when luck < 95 then 'failed'
       when (i + s) % 4 = 3 then 'awaiting_confirmation' else 'pending' end,
  4500000 + (i % 7) * 250000,
  case when luck < 2 then 'duplicate' end,
  luck < 2,
  case when (i + s) % 4 = 3 then 'TRX' || i || '-' || s end,
  case when (i + s) % 4 = 3 then at + interval '30 seconds' end,
  at,
  case when luck < 95 then at + interval '1 minute' end
from bench_orders;

insert into receipts (payment_id, issued_at)
select payment_id, at + interval '1 minute' from bench_orders where luck < 85 order by at;

-- Half the payments owed back were refunded.
insert into refunds (payment_id, account_id, amount_paisa, method, reference, recorded_by_email, recorded_at)
select payment_id, account_id, 4500000, 'bank_transfer', 'RF' || i || '-' || s, 'accounts@example.pk', at + interval '3 days'
from bench_orders where luck < 1;
commit;
`;
}
