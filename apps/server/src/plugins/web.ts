import fastifyStatic from '@fastify/static';
import { API_PREFIX, CODES } from '@georisk/contract';
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app with an SPA fallback: any GET outside /api that is not a file gets
 * index.html, and the client router decides. Unknown /api paths get the JSON envelope.
 */
export const webPlugin = fp<{ webDist: string }>(async (app: FastifyInstance, { webDist }) => {
  const hasWeb = existsSync(`${webDist}/index.html`);
  // "/" gets the build-time render of the landing page, painted before any script runs.
  const homePage = existsSync(`${webDist}/landing.html`) ? 'landing.html' : 'index.html';
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      maxAge: '1y',
      immutable: true,
      setHeaders: (res, filePath) => {
        if (filePath.endsWith('.html')) void res.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`);
    if (isApi || request.method !== 'GET' || !hasWeb) {
      return reply.status(404).send({
        success: false,
        code: CODES.notFound,
        message: isApi ? 'No such API call' : 'Not found',
      });
    }
    const page = request.url.split('?')[0] === '/' ? homePage : 'index.html';
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile(page);
  });
});
