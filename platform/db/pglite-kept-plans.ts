// The embedded database with plans kept: drizzle sends every statement unnamed, so PGlite parses and plans it again on
// each call (six calls into the WebAssembly database). The statements preparedOnce keeps (requireLearner's, the
// dashboard's) are parsed once per database as named statements, as PostgreSQL's driver does per connection; each call
// after is one bind-and-execute message. Anything else, and everything inside a transaction, goes through as before.
import { PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { preparedStatementTexts } from './prepared';

type DatabaseError = Error & { code?: string };

/** A named statement's parameters as PostgreSQL typed them (for PGlite's own serializers). */
interface KeptStatement {
  name: string;
  parameterTypes: number[];
}

/** SQLSTATEs of a named statement that is gone (26000) or whose plan no longer fits its result (0A000, after DDL). */
const STALE_STATEMENT = new Set(['26000', '0A000']);

const batch = (messages: Uint8Array[]): Uint8Array => {
  const whole = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  messages.reduce((offset, message) => (whole.set(message, offset), offset + message.length), 0);
  return whole;
};

export class PlanKeepingPGlite extends PGlite {
  /** By SQL text: the statements parsed on this database (PGlite is one session, so they last as long as it does). */
  readonly #kept = new Map<string, KeptStatement>();
  #named = 0;

  override async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!preparedStatementTexts.has(text) || options?.blob) return super.query<T>(text, params, options);
    await this._checkReady();
    // The same locks as query(): never inside another caller's transaction, never beside another statement.
    return this._runExclusiveTransaction(() => this._runExclusiveQuery(() => this.#executeKept<T>(text, params, options)));
  }

  async #executeKept<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    try {
      return await this.#bindAndExecute<T>(await this.#statementFor(text), params, options);
    } catch (error) {
      if (!STALE_STATEMENT.has((error as DatabaseError).code ?? '')) throw error;
      // Parsed again once: a migration changed a table under it, or the session lost it.
      const stale = this.#kept.get(text);
      this.#kept.delete(text);
      if (stale) await this.execProtocolStream(batch([protocol.serialize.close({ type: 'S', name: stale.name }), protocol.serialize.sync()]), { syncToFs: false });
      return this.#bindAndExecute<T>(await this.#statementFor(text), params, options);
    }
  }

  async #statementFor(text: string): Promise<KeptStatement> {
    const known = this.#kept.get(text);
    if (known) return known;
    const name = `kept_plan_${++this.#named}`;
    const messages = await this.execProtocolStream(
      batch([protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    this.#kept.set(text, statement);
    return statement;
  }

  async #bindAndExecute<T>(statement: KeptStatement, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    // Serialized as query() does: by the parameter's type, else as text.
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.parameterTypes[index] ?? 0;
      const serialize = options?.serializers?.[type] ?? this.serializers[type];
      return serialize ? serialize(value) : String(value);
    });
    // The stream variant, as query() uses: execProtocol would also copy every answer's bytes twice (garbage for the GC).
    const messages = await this.execProtocolStream(
      batch([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
    );
    return parse.parseResults(messages, this.parsers, options)[0] as Results<T>;
  }
}
