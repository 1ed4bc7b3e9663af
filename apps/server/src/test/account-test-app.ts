import { afterAll, beforeAll, expect } from 'vitest';
import { buildCast, type TestUser } from './factories.js';
import { buildTestApp, type TestApp } from './test-app.js';
import { startMailbox, type Mailbox } from './mailbox.js';

/** Field names and hash prefixes that must never appear in a reply. */
const SECRET = /password_hash|passwordHash|code_hash|codeHash|token_hash|tokenHash|\$argon2/;

export interface AccountsContext {
  t: TestApp;
  mailbox: Mailbox;
  anon: string;
}

/**
 * The app with a real SMTP mailbox, for one test file. Every reply the file receives is checked
 * at the end for secrets, whatever the test asserted.
 */
export const useAccountsApp = (): AccountsContext => {
  const context = {} as AccountsContext;
  const replies: string[] = [];
  beforeAll(async () => {
    context.mailbox = await startMailbox();
    context.t = await buildTestApp({ smtpUrl: context.mailbox.url });
    const call = context.t.call;
    context.t.call = async (...args) => {
      const reply = await call(...args);
      replies.push(reply.body);
      return reply;
    };
    context.anon = await context.t.anonymousToken();
  });
  afterAll(async () => {
    expect(replies.length).toBeGreaterThan(0);
    expect(replies.filter((body) => SECRET.test(body))).toEqual([]);
    await context.t.close();
    await context.mailbox.close();
  });
  return context;
};

/** Mail leaves through the outbox: flush it, then read the mailbox. */
export const delivered = async ({ t }: AccountsContext) => t.mailer.flush();

export interface MailCastContext extends AccountsContext {
  admin: TestUser;
  partner: TestUser;
}

/** The app with a real SMTP mailbox, and an admin and a partner built once for the file. */
export const useMailCast = (): MailCastContext => {
  const context = useAccountsApp() as MailCastContext;
  beforeAll(async () => {
    const { admin, partner } = await buildCast(context.t);
    Object.assign(context, { admin, partner });
  });
  return context;
};
