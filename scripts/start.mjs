#!/usr/bin/env node
// Runs the built server with the environment of server-env.mjs, which a process must have from its
// first instruction (so it cannot set it on itself), and mirrors it: the signals it is sent, its
// output and its exit code. `npm start` does without it (its script sets the environment and execs
// the server: one Node process fewer); this is the way to start it the same without npm or a shell.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serverEnv } from './server-env.mjs';

const main = fileURLToPath(new URL('../server/dist/main.js', import.meta.url));
// In this process group, so whatever stops the group stops it too. A Ctrl-C then reaches it twice
// (from the terminal and forwarded below): it shuts down once all the same.
const server = spawn(process.execPath, [main], { stdio: 'inherit', env: serverEnv() });

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];
for (const signal of FORWARDED) process.on(signal, () => server.kill(signal));

server.on('error', (error) => {
  console.error(`could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  // Ended by a signal: end the same way, so whoever started `npm start` sees what happened.
  for (const s of FORWARDED) process.removeAllListeners(s);
  process.kill(process.pid, signal ?? 'SIGTERM');
});
