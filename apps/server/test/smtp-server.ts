import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** Test helper (not used at run time): a real SMTP server on 127.0.0.1 that keeps what it receives. */
type ReceivedMail = { from: string; to: string[]; raw: string };
export type TestSmtpServer = { url: string; received: ReceivedMail[]; close(): Promise<void> };

/**
 * `offerStartTls` makes the server advertise STARTTLS with smtp-server's built-in self-signed
 * certificate, as many local relays do, to check that the mailer does not trip over it.
 */
export async function startTestSmtpServer(
  options: {
    offerStartTls?: boolean;
    /** Recipients refused with 550 (mailbox unavailable), as a real server refuses unknown ones. */
    refuse?: (address: string) => boolean;
  } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: options.offerStartTls ? ['AUTH'] : ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.refuse?.(address.address)) return callback();
      return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({
          from,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
