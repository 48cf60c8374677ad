// npm run bench:office [-- <label>] — the office's two big lists at an institute's size (issue 47): the learner search
// and the money list with 100,000 learners and 300,000 payments on PostgreSQL. The platform answers over real HTTP
// (bench/lib/platform-http.ts) on a throwaway cluster; each answer is asked for BENCH_RUNS times (default 15) after two
// warm-ups and its median is compared with the budget. Then every request is asked once more with auto_explain on, so
// the plans written to bench/results/office-lists-<label>.md are EXPLAIN (ANALYZE, BUFFERS) of the very statements the
// platform ran. Where an answer's time goes: the CPU the platform process and the database's backends spent per answer
// (from /proc), the rest being the wait for a core on a shared machine, and two floors beside the staff floor: one
// database round trip without HTTP, and HTTP without the database. Needs PostgreSQL (scripts/ensure-postgres.sh
// installs Debian's) and Linux's /proc.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { dataSql, SOUGHT } from './lib/office-data.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { stop, waitFor } from './lib/processes.mjs';

const label = process.argv[2] ?? 'latest';
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 100_000);
const PAYMENTS_PER_LEARNER = 3;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 5441);
const PORT = Number(process.env.BENCH_PORT ?? 3442);
/** Milliseconds, the median answer over HTTP at this size; one figure for every list answer. */
const BUDGET_MS = 100;

const base = `http://127.0.0.1:${PORT}/api/v1`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
/** Milliseconds of CPU (user and system) the processes `pids` have used so far, from /proc (clock ticks of 10 ms). */
const cpuMs = (pids) =>
  pids.reduce((total, pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return total + (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return total; // a backend that has gone away
    }
  }, 0);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const postgres = startPostgres({
  port: PG_PORT,
  databases: ['office'],
  // Plans of the statements the platform runs, written to the server log only while switched on: log_min_duration is
  // left to the configuration file (ALTER SYSTEM), as a command-line setting would outrank it.
  settings: {
    shared_preload_libraries: 'auto_explain',
    'auto_explain.log_analyze': 'on',
    'auto_explain.log_buffers': 'on',
    'auto_explain.log_timing': 'on',
    'auto_explain.log_format': 'text',
  },
});
const databaseUrl = postgres.url('office');
const sql = new pg.Client({ connectionString: databaseUrl });
let platform;

async function staffToken() {
  const email = 'office.bench@example.pk';
  const post = (path, body) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/auth/register', {
    email,
    password: 'a long enough password',
    full_name: 'Office Bench',
  });
  if (registered.status !== 202) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
  const { registration_id } = await registered.json();
  let code;
  for (let i = 0; i < 100 && !code; i += 1) {
    const { rows } = await sql.query('select body from mail_outbox where recipient = $1', [email]);
    code = /code is (\d{6})/.exec(rows[0]?.body.replace(/=\r?\n/g, '') ?? '')?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const confirmed = await post('/auth/register/confirm', { registration_id, email, code });
  if (confirmed.status !== 201) throw new Error(`confirm answered ${confirmed.status}: ${await confirmed.text()}`);
  await sql.query(`update accounts set role = 'admin' where email = $1`, [email]);
  return (await confirmed.json()).access_token;
}

/** What the searches look for: learner SOUGHT's own keys, read back from the data. */
async function soughtKeys() {
  const id = (await sql.query(`select md5('learner' || $1::int)::uuid as id`, [SOUGHT])).rows[0].id;
  const one = async (query) => Object.values((await sql.query(query, [id])).rows[0])[0];
  return {
    email: await one('select email from accounts where id = $1'),
    cnicLast4: (await one('select document_number from kyc_submissions where account_id = $1')).slice(-4),
    receipt: `R-${String(
      await one(`select r.id from receipts r join payments p on p.id = r.payment_id join orders o on o.id = p.order_id
        where o.account_id = $1 order by r.id limit 1`),
    ).padStart(6, '0')}`,
    order: await one('select reference from orders where account_id = $1 order by programme_semester limit 1'),
  };
}

async function main() {
  const started = Date.now();
  platform = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/platform-http.ts', String(PORT)], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: 'office-bench-secret-of-at-least-32-characters',
      STORAGE_ENCRYPTION_KEY: '0'.repeat(64),
      PASSWORD_HASH_COST: 'test',
      MAIL_FROM: 'Learner Portal <no-reply@learner-portal.example>',
      SITE_URL: `http://127.0.0.1:${PORT}`,
      TRUSTED_CLIENT_IP_HEADER: 'none',
      PAYMENT_GATEWAY: 'test',
      LOG_LEVEL: 'warn',
      // The plans are taken with auto_explain's timing on, which slows the slowest statements several times.
      DATABASE_STATEMENT_TIMEOUT_MS: '120000',
      PLATFORM_TIMEOUT_MS: '130000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`${base}/programmes`, platform);
  await sql.connect();
  console.log(
    `platform up on PostgreSQL; loading ${LEARNERS} learners and ${LEARNERS * PAYMENTS_PER_LEARNER} payments`,
  );
  // Written with the triggers off, then the sums built by the migrations' own backfill statements (the sums the
  // triggers keep; money-day-sums.test.ts checks both against a count from scratch). Through the row triggers, one
  // transaction of 300,000 payments rewrites each month sum ~150 times, each rewrite walking the versions before it
  // (none can be pruned before the commit): it had not finished after 20 minutes at load 20, where the day sums alone
  // had taken 7–8.
  await sql.query('set session_replication_role = replica');
  await sql.query(dataSql({ learners: LEARNERS, paymentsPerLearner: PAYMENTS_PER_LEARNER }));
  for (const migration of ['0031_money_day_sums.sql', '0034_money_month_sums.sql'])
    await sql.query(
      readFileSync(`platform/db/migrations/${migration}`, 'utf8').split('--> statement-breakpoint').at(-1),
    );
  await sql.query('set session_replication_role = origin');
  // As autovacuum would soon after: statistics for the planner, the visibility map for index-only scans.
  await sql.query('vacuum analyze');
  const counts = (
    await sql.query(
      `select (select count(*) from accounts) as accounts, (select count(*) from payments) as payments,
        (select count(*) from receipts) as receipts, (select count(*) from refunds) as refunds,
        (select count(*) from money_day_sums) as sums, (select count(*) from money_month_sums) as month_sums`,
    )
  ).rows[0];
  console.log(`loaded in ${Math.round((Date.now() - started) / 1000)} s:`, counts);
  const token = await staffToken();
  const keys = await soughtKeys();

  const ask = async (path, { signedIn = true, status = 200 } = {}) => {
    const t = performance.now();
    const response = await fetch(`${base}${path}`, { headers: signedIn ? { authorization: `Bearer ${token}` } : {} });
    const body = await response.json();
    const ms = performance.now() - t;
    if (response.status !== status) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body)}`);
    return { ms, body };
  };
  const search = (q) => `/staff/learners?q=${encodeURIComponent(q)}`;
  // A later page: ten pages in, by the cursors the list itself gave.
  let cursor;
  for (let page = 0; page < 10; page += 1)
    cursor = (await ask(`/staff/money${cursor ? `?cursor=${cursor}` : ''}`)).body.nextCursor;
  const cases = [
    // The floors: one database round trip from here (no HTTP, no platform), the platform over HTTP with no database
    // (no token: a 401 before any query), and the same session and role check with next to no query (an empty inbox).
    {
      name: 'floor: one database round trip, no HTTP (select 1)',
      run: async () => {
        const t = performance.now();
        const { rows } = await sql.query('select 1 as one');
        return { ms: performance.now() - t, body: rows[0] };
      },
      expect: (b) => b.one === 1,
    },
    {
      name: 'floor: HTTP, no database (401, no token)',
      path: '/staff/inbox',
      options: { signedIn: false, status: 401 },
      expect: (b) => b.status === 401,
    },
    { name: 'floor: empty staff inbox', path: '/staff/inbox', expect: (b) => b.items.length === 0 },
    { name: 'search: name in Urdu script (~100 match)', path: search('عائشہ بیگ'), expect: (b) => b.items.length > 0 },
    { name: 'search: part of a surname (~10,000 match)', path: search('qureshi'), expect: (b) => b.items.length > 0 },
    { name: 'search: e-mail address', path: search(keys.email), expect: (b) => b.items.length === 1 },
    { name: 'search: phone typed 0300 1234567', path: search('0300 1234567'), expect: (b) => b.items.length === 1 },
    { name: 'search: CNIC last four digits', path: search(keys.cnicLast4), expect: (b) => b.items.length >= 1 },
    { name: 'search: receipt number', path: search(keys.receipt), expect: (b) => b.items.length === 1 },
    { name: 'search: order reference', path: search(keys.order), expect: (b) => b.items.length === 1 },
    { name: 'search: no match', path: search('zzqx'), expect: (b) => b.items.length === 0 },
    { name: 'learners: first page, newest', path: '/staff/learners', expect: (b) => b.nextCursor !== null },
    { name: 'money: first page + totals', path: '/staff/money', expect: (b) => b.items.length === 50 },
    {
      name: 'money: filtered (JazzCash, succeeded, one month) + totals',
      path: `/staff/money?method=jazzcash&state=succeeded&from=${month(-1).from}&to=${month(-1).to}`,
      expect: (b) => b.items.length > 0,
    },
    {
      name: 'money: filtered by programme + totals',
      path: `/staff/money?programme=${(await sql.query('select slug from programmes order by slug limit 1')).rows[0].slug}`,
      expect: (b) => b.items.length > 0,
    },
    {
      name: 'money: page 11 by cursor + totals',
      path: `/staff/money?cursor=${cursor}`,
      expect: (b) => b.items.length === 50,
    },
  ];

  const rows = [];
  const loads = [];
  for (const c of cases) {
    const once = c.run ?? (() => ask(c.path, c.options));
    for (let i = 0; i < 2; i += 1) await once();
    // The platform's pool connections, open by now: their backends' CPU is the database's share of each answer.
    const backends = (
      await sql.query(`select pid from pg_stat_activity where datname = 'office' and pid <> pg_backend_pid()`)
    ).rows.map((r) => r.pid);
    const cpuBefore = { platform: cpuMs([platform.pid]), database: cpuMs(backends) };
    const times = [];
    let body;
    for (let i = 0; i < RUNS; i += 1) ({ ms: times[i], body } = await once());
    const cpu = {
      platform: (cpuMs([platform.pid]) - cpuBefore.platform) / RUNS,
      database: (cpuMs(backends) - cpuBefore.database) / RUNS,
    };
    if (!c.expect(body)) throw new Error(`${c.name}: unexpected answer ${JSON.stringify(body).slice(0, 300)}`);
    loads.push(loadavg()[0]);
    const sortedTimes = [...times].sort((a, b) => a - b);
    const row = { ...c, cpu, median: median(times), p90: sortedTimes[Math.floor(times.length * 0.9)] };
    rows.push(row);
    console.log(
      `${c.name}: median ${row.median.toFixed(1)} ms, p90 ${row.p90.toFixed(1)} ms, CPU per answer: platform ` +
        `${cpu.platform.toFixed(1)} ms, database ${cpu.database.toFixed(1)} ms (load ${load()})`,
    );
  }

  // The plans: each request once more with auto_explain on; the log's new part is that request's statements.
  await sql.query(`alter system set auto_explain.log_min_duration = 0`);
  await sql.query('select pg_reload_conf()');
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const row of rows.filter((r) => r.path && !r.options)) {
    const before = readFileSync(postgres.log, 'utf8').length;
    await ask(row.path);
    await new Promise((resolve) => setTimeout(resolve, 300));
    row.plans = planOf(readFileSync(postgres.log, 'utf8').slice(before));
  }
  await sql.query(`alter system set auto_explain.log_min_duration = -1`);
  await sql.query('select pg_reload_conf()');

  const report = reportOf({ label, counts, rows, keys, loads });
  const file = `bench/results/office-lists-${label}.md`;
  writeFileSync(file, report);
  console.log(`\nwritten to ${file}`);
  const over = rows.filter((row) => row.median > BUDGET_MS);
  if (over.length) console.log(`over the ${BUDGET_MS} ms budget: ${over.map((row) => row.name).join('; ')}`);
  return over.length === 0;
}

/** The first and last day of the month `offset` months from this one (UTC). */
function month(offset) {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset + 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** The list's own statements from a log slice: the session and role checks before them are left out. */
function planOf(log) {
  return log
    .split(/\n(?=\S.*LOG: {2}duration: )/)
    .filter((entry) => /Query Text: (?:select "id", "full_name"|.*"ledger"|.*"money_(?:day|month)_sums")/s.test(entry))
    .map((entry) => entry.replace(/^.*?LOG: {2}/, '').trimEnd())
    .join('\n\n');
}

function reportOf({ label, counts, rows, keys, loads }) {
  const table = rows.map(
    (row) =>
      `| ${row.name} | ${row.median.toFixed(1)} | ${row.p90.toFixed(1)} | ${row.cpu.platform.toFixed(1)} | ` +
      `${row.cpu.database.toFixed(1)} | ${row.median <= BUDGET_MS ? 'yes' : '**no**'} |`,
  );
  const plans = rows
    .filter((row) => row.plans !== undefined)
    .map((row) => `### ${row.name}\n\n\`GET /api/v1${row.path}\`\n\n\`\`\`\n${row.plans}\n\`\`\``);
  return [
    `# Office lists on PostgreSQL: ${label}`,
    '',
    `${new Date().toISOString()}, \`npm run bench:office -- ${label}\`: ${counts.accounts} accounts, ${counts.payments} payments, ` +
      `${counts.receipts} receipts, ${counts.refunds} refunds (${counts.sums} per-day sums, ${counts.month_sums} per-month sums). Median and 90th percentile of ${RUNS} answers over HTTP ` +
      `after two warm-ups, one at a time; budget ${BUDGET_MS} ms median. One-minute load average after each row: ` +
      `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}; at the end: ${load()}. CPU per answer: what ` +
      `the platform process and the database backends used over the ${RUNS} answers (/proc, 10 ms ticks), divided by ` +
      `${RUNS}; the rest of the median is waiting, mostly for a core. ` +
      `The sought learner: ${keys.email}, CNIC …${keys.cnicLast4}, ${keys.receipt}, ${keys.order}.`,
    '',
    '| answer | median ms | p90 ms | platform CPU ms | database CPU ms | within budget |',
    '| ------ | --------: | -----: | --------------: | --------------: | ------------- |',
    ...table,
    '',
    '## Plans (auto_explain: EXPLAIN ANALYZE, BUFFERS of the statements the platform ran)',
    '',
    ...plans,
    '',
  ].join('\n');
}

let ok = false;
try {
  ok = await main();
} finally {
  await sql.end().catch(() => {});
  await stop(platform);
  postgres.destroy();
}
process.exit(ok ? 0 : 1);
