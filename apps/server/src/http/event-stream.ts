import type { FastifyReply } from 'fastify';

/** A server-sent event stream as a route's handler sees it. */
export interface EventStream {
  send(event: string, data: string): void;
  /** A comment line: ignored by EventSource, keeps proxies from closing an idle connection. */
  comment(text: string): void;
  end(): void;
  onClose(listener: () => void): void;
}

/** Turns a hijacked reply into a stream of events, which ends once with its connection. */
export const openStream = (reply: FastifyReply): EventStream => {
  const raw = reply.raw;
  let open = true;
  const closers: (() => void)[] = [];
  const finish = () => {
    if (!open) return;
    open = false;
    for (const closer of closers) closer();
  };
  raw.on('close', finish);
  return {
    send: (event, data) => {
      if (open) raw.write(`event: ${event}\ndata: ${data}\n\n`);
    },
    comment: (text) => {
      if (open) raw.write(`: ${text}\n\n`);
    },
    end: () => {
      // Nothing is owed after the last event, so the connection goes at once rather than waiting
      // for the browser's side to close (a closing server would wait for it).
      if (open) raw.end(() => raw.destroy());
      finish();
    },
    onClose: (listener) => closers.push(listener),
  };
};
