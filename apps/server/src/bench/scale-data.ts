import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';

export const SCALE = { users: 10_000, incidents: 100_000, factorsPerCategory: 10 } as const;

/**
 * Grows a bench database to production size with set-based SQL (seconds, not hours):
 * 10 000 users, 100 000 incidents, and a finding on each answering 10 factors = 1 000 000
 * finding rows. Runs after seedBenchData, so the bench accounts and their rows stay as they are.
 */
export const growToScale = async (db: Database) => {
  await db.execute(sql`
    insert into users (first_name, last_name, email, password_hash, is_active)
    select 'Scale', 'User ' || g, 'scale-' || g || '@georisk.test', (select password_hash from users limit 1), true
    from generate_series(1, ${SCALE.users}) g`);
  const [queryType] = (
    (await db.execute(
      sql`select id, categories_id, customer_type from query_types limit 1`,
    )) as unknown as {
      rows: { id: string; categories_id: string; customer_type: string }[];
    }
  ).rows;
  if (!queryType) throw new Error('no query type to grow');
  await db.execute(sql`
    insert into factors (categories_id, name, code, icon, about)
    select ${queryType.categories_id}, 'Scale factor ' || g, 'SC-' || g, 'dot', 'Generated for the scale bench'
    from generate_series(1, ${SCALE.factorsPerCategory} - (select count(*) from factors where categories_id = ${queryType.categories_id})) g`);
  await db.execute(sql`
    with owner as (
      select id, row_number() over (order by id) - 1 as n from users where email like 'scale-%'
    )
    insert into incidents (query, query_type_id, customer_type, created_by, status, created_at)
    select 'Scale question ' || g, ${queryType.id}, ${queryType.customer_type}, owner.id,
           'Answered', now() - make_interval(mins => g)
    from generate_series(1, ${SCALE.incidents}) g
    join owner on owner.n = g % ${SCALE.users}`);
  await db.execute(sql`
    insert into findings (incident_id, created_by)
    select i.id, (select id from users where is_partner limit 1)
    from incidents i where i.query like 'Scale question %'`);
  await db.execute(sql`
    insert into finding_responses (finding_id, factor_id, response_status, response)
    select f.id, fa.id, (array['Green','Yellow','Red'])[1 + (random() * 2)::int], 'Generated response'
    from findings f
    join incidents i on i.id = f.incident_id and i.query like 'Scale question %'
    cross join (select id from factors where categories_id = ${queryType.categories_id} limit ${SCALE.factorsPerCategory}) fa`);
  await db.execute(sql`analyze`);
};
