import { relative } from 'node:path';
import type { AppConfig } from './config/app-config';

export interface StartFacts {
  /** The address to open. */
  url: string;
  /** Where the data lives (PGlite's folder or "PostgreSQL"), as the server reports it. */
  database: string;
  /** The code this start printed for signing up, if any (the embedded default's, or a first single-use one). */
  inviteCode: { code: string; singleUse: boolean } | null;
  /** The trusted-proxies line (client-ip.ts). */
  proxies: string;
}

/** A path as the person who started the product typed it: relative to where they are when it is inside. */
function shown(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  return rel && !rel.startsWith('..') && !rel.startsWith('/') ? `./${rel}` : path;
}

/** Where mail goes: the SMTP server's host (never its credentials), or the outbox folder. */
function mailLine(config: Pick<AppConfig, 'smtpUrl' | 'dataDir'>, cwd: string): string {
  if (!config.smtpUrl) return `Mail is not sent: each message is written to ${shown(`${config.dataDir}/outbox`, cwd)} (set SMTP_URL to send it).`;
  let host = 'the SMTP server';
  try {
    host = new URL(config.smtpUrl).host || host;
  } catch {
    /* an unparsable URL was refused by the config already; keep the generic words */
  }
  return `Mail goes out through ${host}.`;
}

/**
 * The few lines a person starting Ticklist reads (issue 44): where to open it, the code to sign up
 * with, where mail goes, then where the data is. Kept short: everything else is in the log.
 */
export function startBanner(config: Pick<AppConfig, 'smtpUrl' | 'dataDir'>, facts: StartFacts, cwd = process.cwd()): string[] {
  const code = facts.inviteCode;
  return [
    `Ticklist is running at ${facts.url}: open it in a browser.`,
    ...(code
      ? [
          code.singleUse
            ? // The built CLI works where npm run invites cannot rebuild (the Docker image has no sources).
              `Invite code for sign-up (single use): ${code.code}; \`node server/dist/modules/invites/cli.js create\` makes more`
            : `Invite code for sign-up: ${code.code}`,
        ]
      : []),
    mailLine(config, cwd),
    `Data: ${facts.database}.`,
    facts.proxies,
  ];
}
