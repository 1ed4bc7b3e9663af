import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '../mail/templates/layout.js';

/** What a mailed link's page says: a heading, a sentence and, to confirm, one button. */
export interface LinkPage {
  status: number;
  heading: string;
  text: string;
  /** A form posting `fields` back to the same address (the link's own token stays in it). */
  confirm?: { button: string; fields: Record<string, string> };
}

/** A small self-contained page: no script, no style sheet, so the strict CSP holds as it is. */
export const renderLinkPage = (page: LinkPage, action: string): string => {
  const form = page.confirm
    ? `<form method="post" action="${escapeHtml(action)}">${Object.entries(page.confirm.fields)
        .map(
          ([name, value]) =>
            `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
        )
        .join('')}<button type="submit">${escapeHtml(page.confirm.button)}</button></form>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(page.heading)} - GeoRisk</title></head><body><main><h1>${escapeHtml(page.heading)}</h1><p>${escapeHtml(page.text)}</p>${form}</main></body></html>`;
};

/** A browser's form post asks for a page; a mail provider's one-click POST or an API call, JSON. */
export const wantsPage = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') && !accept.includes('application/json');
};

/**
 * The pages of mailed links that act without a login (RFC 8058 one-click unsubscribe): a GET that
 * only shows the page and its confirm button (link scanners and prefetchers GET links, so a GET
 * never acts), and the POST that acts, which must take the form body a mail provider sends
 * (`application/x-www-form-urlencoded`), unlike every other route. Declared in a scope of their
 * own, so the form parser reaches no other route.
 */
export const linkPageRoutes = async (
  app: FastifyInstance,
  path: string,
  options: { summary: string; rateLimit: FastifyContextConfig['rateLimit']; tags: string[] },
  handlers: {
    show(request: FastifyRequest): Promise<LinkPage>;
    /** Answers the page for a browser, or the JSON envelope and its status for anything else. */
    act(request: FastifyRequest): Promise<{ page: LinkPage; json: object }>;
  },
) => {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    const config = { access: 'public' as const, rateLimit: options.rateLimit };
    const schema = { tags: options.tags, summary: options.summary };
    scope.get(`/${path}`, { config, schema }, async (request, reply) => {
      const page = await handlers.show(request);
      return reply
        .status(page.status)
        .type('text/html; charset=utf-8')
        .send(renderLinkPage(page, request.url));
    });
    scope.post(`/${path}`, { config, schema }, async (request, reply) => {
      const { page, json } = await handlers.act(request);
      if (wantsPage(request)) {
        return reply
          .status(page.status)
          .type('text/html; charset=utf-8')
          .send(renderLinkPage(page, request.url));
      }
      return reply.status(page.status).send(json);
    });
  });
};
