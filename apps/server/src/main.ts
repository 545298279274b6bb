import { SERVER_TEXT } from '@ent/core/messages';
import { ConfigError, loadConfig } from './config';
import { StoreUnreachable } from './db/unavailable';
import { startPlatform } from './platform';

async function main() {
  const config = loadConfig();
  const platform = await startPlatform(config);
  const base = platform.url.replace(/^http:\/\/(127\.0\.0\.1|\[::\])/, 'http://localhost');
  // Tests read this line to find the port when PORT=0.
  console.log(SERVER_TEXT.started(base, platform.url));
  const stop = async () => {
    await platform.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  // A wrong variable, or a store it names that does not answer: the message says which.
  if (error instanceof ConfigError || error instanceof StoreUnreachable)
    console.error(SERVER_TEXT.configError(error.message));
  else console.error(error);
  process.exit(1);
});
