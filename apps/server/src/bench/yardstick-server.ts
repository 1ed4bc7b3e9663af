import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { openEmbedded } from '../db/pglite.js';
import { openPostgres } from '../db/postgres.js';
import { users } from '../db/schema.js';
import type { UserCaller } from '../domain/caller.js';
import { BENCH_CUSTOMER, BENCH_PARTNER } from './bench-data.js';
import { YARDSTICK_READS } from './yardstick-reads.js';

/**
 * The yardstick of private reads (docs/performance.md, "Budgets"): a bare Fastify process on the
 * bench's database (DATABASE_URL, or a copy of the PGlite directory, which one process owns) whose
 * `POST /yardstick/<caller>/<path>` runs the same service read as the real route, through a pool
 * configured as the server's, and sends the result with JSON.stringify: no token, no access hook,
 * no envelope, no schema. The ratio of the real route to this is what the product adds to a query.
 */
const database = process.env.DATABASE_URL
  ? openPostgres(process.env.DATABASE_URL, { statementMs: 10_000, connectMs: 5_000 })
  : await openEmbedded(process.env.DATA_DIR ?? '');

const callerOf = async (email: string): Promise<UserCaller> => {
  const [row] = await database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`yardstick: no bench user ${email}`);
  return {
    kind: 'user',
    userId: row.id,
    sessionVersion: row.sessionVersion,
    is_admin: row.isAdmin,
    is_partner: row.isPartner,
    is_customer: row.isCustomer,
  };
};
const callers: Record<string, UserCaller> = {
  customer: await callerOf(BENCH_CUSTOMER),
  partner: await callerOf(BENCH_PARTNER),
};

const app = Fastify({ logger: false });
app.post<{ Params: { caller: string; '*': string } }>(
  '/yardstick/:caller/*',
  async (request, reply) => {
    const read = YARDSTICK_READS[request.params['*']];
    const caller = callers[request.params.caller];
    if (!read || !caller) return reply.code(404).send({ message: 'no such yardstick' });
    const result = await read(database.db, caller, request.body ?? {});
    return reply.type('application/json').send(JSON.stringify(result));
  },
);

await app.listen({ port: Number(process.env.PORT ?? 3902), host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0)),
);
