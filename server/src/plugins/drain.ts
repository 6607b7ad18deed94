/**
 * Shutting down without cutting anyone off: once the app starts closing (SIGTERM in main.ts), every answer
 * still being given says `Connection: close`, so a keep-alive connection ends with its last answer instead
 * of holding the process open until it idles out (5 s), and the client's next request goes to another
 * instance. New connections are already refused by the closing server, and sockets get 1001 (realtime.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const drainPlugin = fp(
  async (app: FastifyInstance) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'drain' },
);
