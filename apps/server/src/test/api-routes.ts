import type { FastifyInstance } from 'fastify';

export interface RouteInfo {
  path: string;
  /** The top-level keys of the route's JSON body. */
  keys: string[];
}

interface OpenApiPaths {
  paths: Record<
    string,
    {
      post?: {
        requestBody?: {
          content?: {
            'application/json'?: { schema?: { properties?: Record<string, unknown> } };
          };
        };
      };
    }
  >;
}

/** Every POST route under /api, from the OpenAPI document, so new routes are covered at once. */
export const apiRoutes = (app: FastifyInstance): RouteInfo[] =>
  Object.entries((app.swagger() as OpenApiPaths).paths)
    .filter(([path, item]) => path.startsWith('/api/') && item.post)
    .map(([path, item]) => ({
      path,
      keys: Object.keys(
        item.post?.requestBody?.content?.['application/json']?.schema?.properties ?? {},
      ),
    }));
