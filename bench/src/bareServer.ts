// The reference for the throughput budget: a bare Fastify route on the same machine.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ code: '00000', msg: '操作成功', data: { ok: true } }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening on ${address}`);
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
