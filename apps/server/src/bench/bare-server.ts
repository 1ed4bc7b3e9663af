import Fastify from 'fastify';

/** The framework's ceiling on this machine: one POST route answering a small JSON body. */
const app = Fastify({ logger: false });
app.post('/bare', async () => ({ success: true, code: 'GR000', message: 'ok' }));
await app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
