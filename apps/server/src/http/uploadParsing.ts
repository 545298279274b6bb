// Multipart bodies are parsed only in the scopes of the routes that take uploads (files, the user
// import, the map import). @fastify/multipart hooks every request of the scope it is registered in
// (a listener on each answer's close and a clean-up after each answer), which the API's other
// routes, the authenticated reads above all, need not pay. A multipart body sent elsewhere is 415.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fieldSize: 64 * 1024, fields: 20, files: 5 } });
}
