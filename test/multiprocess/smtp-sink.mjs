// A local SMTP sink speaking just enough SMTP for nodemailer (no TLS, no auth): keeps every message.
// It can be stopped and started again on the same port, to play an SMTP server that is down, then up.
import { createServer } from 'node:net';
import { sinkMail, speakSmtp } from '../kit/index.js';

export class SmtpSink {
  mails = [];
  #sockets = new Set();
  #server = null;

  constructor(port) {
    this.port = port;
    this.url = `smtp://127.0.0.1:${port}`;
  }

  async start() {
    this.#server = createServer((socket) => this.#session(socket));
    await new Promise((resolve, reject) => {
      this.#server.once('error', reject);
      this.#server.listen(this.port, '127.0.0.1', resolve);
    });
    return this;
  }

  async stop() {
    for (const s of this.#sockets) s.destroy();
    await new Promise((resolve) => (this.#server ? this.#server.close(resolve) : resolve()));
    this.#server = null;
  }

  /** Mails whose recipients include `to`. */
  to(to) {
    return this.mails.filter((m) => m.rcpt.some((r) => r.toLowerCase().includes(to.toLowerCase())));
  }

  #session(socket) {
    this.#sockets.add(socket);
    socket.on('close', () => this.#sockets.delete(socket));
    speakSmtp(socket, (message) => this.mails.push(sinkMail(message)));
  }
}
