// The reference for the throughput budget: a bare Fastify route on the same machine. The POST route
// is sent the platform's own requests (throughput.ts); Fastify parses their JSON as it would for any
// route, and nothing else is done.
import Fastify from 'fastify';
import { READ_PATH } from './throughput';

const app = Fastify({ logger: false });
const answer = async () => ({ code: '00000', msg: '操作成功', data: { ok: true } });
app.get('/bare', answer);
app.post(READ_PATH, answer);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening on ${address}`);
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
