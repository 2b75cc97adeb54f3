'use strict';
// Just enough SMTP for nodemailer (no TLS, no auth), shared by every test that plays a mail server.

/** Quoted-printable soft breaks and escapes decoded, as a person reading the mail would see it. */
const decodeQuotedPrintable = (raw) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16)));

/**
 * Speaks SMTP on one accepted socket: greets, accepts every command, and calls `onMessage` with
 * each message's `RCPT` lines and raw DATA section. `dataReply` may answer the end of DATA otherwise
 * (default `250 OK`); `rcptReply(line)` may refuse a recipient (a 5xx reply keeps it out of `rcpt`).
 */
function speakSmtp(socket, onMessage, { greeting = '220 sink ESMTP', dataReply = '250 OK', rcptReply = () => '250 OK' } = {}) {
  socket.on('error', () => undefined);
  socket.setEncoding('utf8');
  socket.write(`${greeting}\r\n`);
  let buffer = '';
  let inData = false;
  let rcpt = [];
  socket.on('data', (chunk) => {
    buffer += chunk;
    for (;;) {
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end === -1) return;
        const data = buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        inData = false;
        onMessage({ rcpt, data });
        rcpt = [];
        socket.write(`${dataReply}\r\n`);
        continue;
      }
      const nl = buffer.indexOf('\r\n');
      if (nl === -1) return;
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 2);
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') socket.write('250 sink\r\n');
      else if (verb === 'RCPT') {
        const reply = rcptReply(line);
        if (reply.startsWith('2')) rcpt.push(line);
        socket.write(`${reply}\r\n`);
      } else if (verb === 'DATA') {
        inData = true;
        socket.write('354 go ahead\r\n');
      } else if (verb === 'QUIT') socket.end('221 bye\r\n');
      else socket.write('250 OK\r\n');
    }
  });
}

/** A kept message: its recipients, its text (decoded) and the links in it. */
function sinkMail({ rcpt, data }) {
  const text = decodeQuotedPrintable(data);
  return { rcpt, text, links: [...new Set(text.match(/https?:\/\/[^\s"<>]+/g) ?? [])] };
}

module.exports = { speakSmtp, sinkMail, decodeQuotedPrintable };
