import { API_TOKEN_MESSAGES as M, type ApiTokenScope } from '@georisk/contract';
import { describe, expect, it } from 'vitest';
import {
  buildApiToken,
  buildBranch,
  buildExposureAlert,
  buildUser,
  type TestUser,
} from '../../test/factories.js';
import { useTestApp } from '../../test/test-app.js';

// Docs/rules/api-tokens.md, "Scopes": `manage:branches` and `read:alerts` open exactly the routes
// the table lists; a token without the scope gets 403 naming it, and the routes beside them that
// declare no scope refuse every token.
const t = useTestApp();

const SCOPE_ROUTES: Record<'manage:branches' | 'read:alerts', string[]> = {
  'manage:branches': [
    'branch/list',
    'branch/get',
    'branch/insert',
    'branch/update',
    'branch/remove',
  ],
  'read:alerts': ['alert/list', 'alert/get'],
};

/** A solo customer with a branch and an open alert, and a token of each scope (and read:news). */
const world = async () => {
  const user = await buildUser(t);
  const branch = await buildBranch(t, { userId: user.id }, { name: 'Lyon office' });
  const alert = await buildExposureAlert(t, { userId: user.id });
  const tokenOf = async (scope: ApiTokenScope) =>
    (await buildApiToken(t, user.token, { scopes: [scope] })).token;
  return {
    user,
    branch,
    alert,
    branches: await tokenOf('manage:branches'),
    alerts: await tokenOf('read:alerts'),
    news: await tokenOf('read:news'),
  };
};
type World = Awaited<ReturnType<typeof world>>;

const place = { name: 'Paris office', kind: 'office', lat: 48.85, lon: 2.35, country: 'FR' };
const bodyFor = (path: string, w: World): Record<string, unknown> =>
  ({
    'branch/list': {},
    'branch/get': { branch_id: w.branch.id },
    'branch/insert': place,
    'branch/update': { ...place, branch_id: w.branch.id, name: 'Lyon head office' },
    'branch/remove': { branch_id: w.branch.id, is_deleted: true },
    'alert/list': {},
    'alert/get': { alert_id: w.alert.id },
  })[path] ?? {};

const refusedFor = async (path: string, token: string, body: unknown, message: string) => {
  const reply = await t.call(path, body, token);
  expect(reply.statusCode, path).toBe(403);
  expect(reply.json().message, path).toBe(message);
};

describe('the scope manage:branches', () => {
  it('opens branch list, get, insert, update and remove, acting as its holder', async () => {
    const w = await world();
    for (const path of SCOPE_ROUTES['manage:branches']) {
      const reply = await t.call(path, bodyFor(path, w), w.branches);
      expect(reply.statusCode, path).toBe(200);
    }
    // What the token did is the holder's: the new branch is theirs, the removed one gone.
    const mine = await t.call('branch/list', {}, w.user.token);
    const names = mine.json().branch.map((row: { name: string }) => row.name);
    expect(names).toContain('Paris office');
    expect(names).not.toContain('Lyon head office');
  });

  it('is needed by each of them: other scopes get 403 naming it', async () => {
    const w = await world();
    for (const path of SCOPE_ROUTES['manage:branches']) {
      for (const token of [w.alerts, w.news]) {
        await refusedFor(path, token, bodyFor(path, w), M.missingScope('manage:branches'));
      }
    }
    expect((await t.call('branch/get', bodyFor('branch/get', w), w.user.token)).statusCode).toBe(
      200,
    );
  });

  it('opens nothing else: import, export and the alert inbox refuse it', async () => {
    const w = await world();
    for (const path of ['branch/import', 'branch/export', 'alert/acknowledge', 'alert/dismiss']) {
      await refusedFor(path, w.branches, { alert_id: w.alert.id, csv: 'x' }, M.notForTokens);
    }
    await refusedFor('alert/list', w.branches, {}, M.missingScope('read:alerts'));
  });
});

describe('the scope read:alerts', () => {
  it('opens alert list and get, for the holder’s own alerts', async () => {
    const w = await world();
    const list = await t.call('alert/list', {}, w.alerts);
    expect(list.statusCode).toBe(200);
    expect(list.json().alert.map((row: { alert_id: string }) => row.alert_id)).toEqual([
      w.alert.id,
    ]);
    const got = await t.call('alert/get', { alert_id: w.alert.id }, w.alerts);
    expect(got.json().alert).toMatchObject({ alert_id: w.alert.id });
    // Someone else's alert is not the holder's.
    const other: TestUser = await buildUser(t);
    const theirs = await buildExposureAlert(t, { userId: other.id });
    const refused = await t.call('alert/get', { alert_id: theirs.id }, w.alerts);
    expect([403, 404]).toContain(refused.statusCode);
  });

  it('is needed by both: other scopes get 403 naming it', async () => {
    const w = await world();
    for (const path of SCOPE_ROUTES['read:alerts']) {
      for (const token of [w.branches, w.news]) {
        await refusedFor(path, token, bodyFor(path, w), M.missingScope('read:alerts'));
      }
    }
  });

  it('reads only: acknowledging, dismissing and escalating refuse every token', async () => {
    const w = await world();
    const bodies = {
      'alert/acknowledge': { alert_id: w.alert.id },
      'alert/dismiss': { alert_id: w.alert.id, reason: 'Not ours' },
      'alert/escalate': { alert_id: w.alert.id },
    };
    for (const [path, body] of Object.entries(bodies)) {
      await refusedFor(path, w.alerts, body, M.notForTokens);
    }
    await refusedFor('branch/list', w.alerts, {}, M.missingScope('manage:branches'));
  });
});

describe('the OpenAPI document', () => {
  it('names each scope on exactly the routes the rules list', async () => {
    await t.app.ready();
    const paths = (
      t.app.swagger() as { paths: Record<string, { post?: { description?: string } }> }
    ).paths;
    for (const [scope, routes] of Object.entries(SCOPE_ROUTES)) {
      const declared = Object.entries(paths)
        .filter(([, item]) => item.post?.description?.includes(`\`${scope}\``))
        .map(([path]) => path.replace(/^\/api\//, ''));
      expect(declared.sort(), scope).toEqual([...routes].sort());
    }
  });
});
