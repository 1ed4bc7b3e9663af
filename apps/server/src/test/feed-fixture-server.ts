import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** Test helper: serves the committed fixture feeds (and misbehaving endpoints) on 127.0.0.1. */
export const fixture = (name: string): string =>
  readFileSync(path.join(import.meta.dirname, 'feed-fixtures', name), 'utf8');

export interface FixtureServer {
  /** http://127.0.0.1:<port><path> */
  url(pathname: string): string;
  /** Serve `body` at `pathname` from now on (a feed that changes between polls). */
  serve(pathname: string, body: string, contentType?: string): void;
  /** Resolves once the next answer at `pathname` has been sent completely. */
  served(pathname: string): Promise<void>;
  close(): Promise<void>;
}

/** Streams 64 KB chunks until the reader hangs up, so only a reader that stops can finish. */
const endless = (response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'application/rss+xml' });
  const chunk = `<rss version="2.0"><channel>${' '.repeat(64 * 1024)}`;
  let sent = 0;
  const pump = () => {
    while (sent < 64 * 1024 * 1024) {
      sent += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', pump);
    }
    response.end();
  };
  response.on('close', () => response.removeAllListeners('drain'));
  pump();
};

export const startFixtureServer = async (): Promise<FixtureServer> => {
  const routes = new Map<string, { body: string; contentType: string }>();
  const waiting = new Map<string, () => void>();
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://fixture').pathname;
    if (pathname === '/hang') return; // accepts the connection, never answers
    if (pathname === '/endless') return endless(response);
    if (pathname === '/moved') {
      response.writeHead(302, { location: '/rss.xml' }).end();
      return;
    }
    const route = routes.get(pathname);
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const onServed = waiting.get(pathname);
    waiting.delete(pathname);
    if (onServed) response.once('finish', onServed);
    response.writeHead(200, { 'content-type': route.contentType }).end(route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (pathname) => `http://127.0.0.1:${port}${pathname}`,
    serve: (pathname, body, contentType = 'application/xml; charset=utf-8') => {
      routes.set(pathname, { body, contentType });
    },
    served: (pathname) => new Promise((resolve) => void waiting.set(pathname, resolve)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
