import net from 'node:net';
import { SMTPServer } from 'smtp-server';

type SunkMessage = { from: string; to: string[]; messageId: string; subject: string; raw: string };

/**
 * A local SMTP server standing in for the outside mail server: it accepts everything, keeps each
 * message, and can be stopped and started again on the same port (a mail server going down and
 * coming back). `delayMs` makes each message take that long to accept.
 */
export function smtpSink(port: number, options: { delayMs?: number } = {}) {
  const messages: SunkMessage[] = [];
  let server: SMTPServer | undefined;
  return {
    messages,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            const headers = raw.split(/\r?\n\r?\n/)[0] ?? '';
            const header = (name: string) =>
              new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
            messages.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              messageId: header('Message-ID'),
              subject: header('Subject'),
              raw,
            });
            setTimeout(() => callback(), options.delayMs ?? 0);
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      const s = server;
      server = undefined;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    /** Messages whose envelope goes to `to`. */
    to(address: string) {
      return messages.filter((m) => m.to.includes(address.toLowerCase()) || m.to.includes(address));
    },
  };
}

/** An SMTP server that accepts connections and never says a word: a stalled mail server. */
export async function stalledSmtp(port: number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    connections: () => sockets.size,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
