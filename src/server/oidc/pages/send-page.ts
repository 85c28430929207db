import type { FastifyReply } from 'fastify';

/** A page of the provider: HTML, never stored by a cache (it carries the step of one sign-in). */
export function sendPage(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);
}
