import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_PREFIX, API_TOKEN_SCOPES } from '@georisk/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document built from the routes' zod schemas, browsable at /api/docs. */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'GeoRisk API',
        description:
          'Every call is POST with a JSON body and a bearer token (anonymous from auth/generic, or a user access token). Replies are `{success, code, message, <resource>?}`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'grk_',
            description:
              'An API token (`Authorization: Bearer grk_...`), made on the Integrations screen or with token/insert. It opens only the routes whose description names a scope it holds: ' +
              API_TOKEN_SCOPES.map((scope) => `\`${scope}\``).join(', ') +
              '. Any other route answers 403.',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs`, staticCSP: true });
});
