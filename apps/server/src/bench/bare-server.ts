import Fastify from 'fastify';

/**
 * The yardstick of `npm run bench` (docs/performance.md): a bare Fastify process whose
 * `POST /bare/<name>` answers exactly the bytes, content type and route headers the real route
 * answered, which the bench hands it first with `PUT /control/<name>`. Same method, same JSON
 * request body to parse, same reply on the wire: only the product's work differs.
 */
interface Stored {
  type: string;
  headers: Record<string, string>;
  body: Buffer;
}

const replies = new Map<string, Stored>();
const app = Fastify({ logger: false, bodyLimit: 64 * 1024 * 1024 });

app.put<{
  Params: { name: string };
  Body: { type: string; headers: Record<string, string>; base64: string };
}>('/control/:name', async (request) => {
  const { type, headers, base64 } = request.body;
  const body = Buffer.from(base64, 'base64');
  replies.set(request.params.name, { type, headers, body });
  return { stored: body.length };
});

app.post<{ Params: { name: string } }>('/bare/:name', async (request, reply) => {
  const stored = replies.get(request.params.name);
  if (!stored) return reply.code(404).send({ message: 'no reply stored under this name' });
  return reply.headers(stored.headers).type(stored.type).send(stored.body);
});

await app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
