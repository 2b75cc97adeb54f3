import { Logger } from 'nestjs-pino';
import { ConfigError, loadConfig } from './config/app-config';
import { startServer } from './bootstrap';
import { trustedProxiesLine } from './common/client-ip';
import { FirstInviteCode } from './modules/invites/first-invite-code';
import { startBanner } from './start-banner';

async function main(): Promise<void> {
  const config = loadConfig();
  const server = await startServer(config);
  const logger = server.app.get(Logger);
  // The lines a person starting the product needs, whatever the log level.
  const firstCode = server.app.get(FirstInviteCode).created;
  const inviteCode = config.generatedInviteCode
    ? { code: config.inviteCodes[0]!, singleUse: false }
    : firstCode
      ? { code: firstCode, singleUse: true }
      : null;
  const url = config.appUrl === `http://localhost:${config.port}` ? server.url : config.appUrl;
  for (const line of startBanner(config, { url, database: server.database, inviteCode, proxies: trustedProxiesLine(config.trustProxy) })) console.log(line);

  let closing = false;
  const shutdown = (signal: string) => {
    // A second signal changes nothing (a Ctrl-C reaches both `npm start`'s launcher, which passes
    // it on, and this process): the forced exit below still bounds the wait.
    if (closing) return;
    closing = true;
    logger.log(`${signal} received: shutting down`, 'Ticklist');
    const force = setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 1_500);
    force.unref();
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  // A stray rejection (a dropped connection in a library) is logged, not a reason to stop serving.
  process.on('unhandledRejection', (reason) => logger.error(`unhandled rejection: ${(reason as Error)?.stack ?? reason}`, 'Process'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(`Ticklist failed to start: ${error?.stack ?? error}`);
  }
  process.exit(1);
});
