// The embedded database keeps the plans of preparedOnce's statements: parsed once as named statements, answered as
// an unnamed query would answer them, parsed again when a migration changes what they read.
import { PlanKeepingPGlite } from './pglite-kept-plans';
import { preparedStatementTexts } from './prepared';

// A fresh embedded database takes about 4 s to start, more while other test files start theirs.
jest.setTimeout(60_000);

let client: PlanKeepingPGlite;
const kept = 'select id, label from kept_plan_items where id >= $1 order by id';
const other = 'select id, label from kept_plan_items where id < $1 order by id';

beforeAll(async () => {
  client = new PlanKeepingPGlite();
  await client.waitReady;
  await client.exec(`create table kept_plan_items (id int primary key, label text not null);
    insert into kept_plan_items values (1, 'one'), (2, 'two'), (3, 'three');`);
  preparedStatementTexts.add(kept);
});
afterAll(() => client.close());

const preparedStatements = async () =>
  (await client.query<{ statement: string; generic_plans: number; custom_plans: number }>('select statement, generic_plans, custom_plans from pg_prepared_statements')).rows;

test('a kept statement is parsed once and its plan reused; other statements stay unnamed', async () => {
  for (let i = 0; i < 8; i++) expect((await client.query<{ id: number }>(kept, [2])).rows.map((row) => row.id)).toEqual([2, 3]);
  await client.query(other, [2]);
  const statements = await preparedStatements();
  expect(statements).toEqual([expect.objectContaining({ statement: kept })]);
  // PostgreSQL plans the first five calls for their values, then keeps one generic plan.
  expect(statements[0]?.generic_plans).toBeGreaterThan(0);
});

test('it answers as the unnamed statement does: rows, fields, array mode, parsers and nulls', async () => {
  const options = { rowMode: 'array' as const, parsers: { 25: (value: string) => value.toUpperCase() } };
  const unnamed = await client.query(`${kept} `, [1], options);
  const named = await client.query(kept, [1], options);
  expect(named.rows).toEqual([[1, 'ONE'], [2, 'TWO'], [3, 'THREE']]);
  expect(named).toEqual(unnamed);
  expect((await client.query(kept, [null])).rows).toEqual([]);
});

test('an error is the database error, and the statement answers again afterwards', async () => {
  await expect(client.query(kept, ['not a number'])).rejects.toMatchObject({ code: '22P02' });
  expect((await client.query(kept, [3])).rows).toEqual([{ id: 3, label: 'three' }]);
});

test('inside a transaction it sees the transaction’s own writes', async () => {
  await client.transaction(async (tx) => {
    await tx.query("insert into kept_plan_items values (4, 'four')");
    expect((await tx.query<{ id: number }>(kept, [4])).rows).toEqual([{ id: 4, label: 'four' }]);
    await tx.rollback();
  });
  expect((await client.query(kept, [4])).rows).toEqual([]);
});

test('after a migration changes the table it reads, the statement is parsed again', async () => {
  await client.exec('alter table kept_plan_items alter column label type varchar(20)');
  expect((await client.query(kept, [3])).rows).toEqual([{ id: 3, label: 'three' }]);
  expect(await preparedStatements()).toEqual([expect.objectContaining({ statement: kept })]);
});
