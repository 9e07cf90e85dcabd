import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A local SMTP server that only counts: every recipient it accepted, and when the last mail arrived. */
export async function countingSmtp() {
  const recipients = new Map<string, number>();
  let lastMailAt = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) recipients.set(r.address, (recipients.get(r.address) ?? 0) + 1);
        lastMailAt = performance.now();
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    recipients,
    lastMailAt: () => lastMailAt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
