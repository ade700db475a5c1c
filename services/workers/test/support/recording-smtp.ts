import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

export interface RecordedMessage {
  to: string[];
  messageId: string | null;
  raw: string;
}

export interface RecordingSmtpOptions {
  /** How long the server waits after the end of the data before it answers. */
  acceptDelayMs?: number;
  /** Answers these codes to the end of the data, one per message, before accepting (e.g. [451]). */
  refusals?: number[];
}

/**
 * An SMTP server for the tests that forwards nothing and records what it accepted. Like a real
 * server, it accepts a message only by answering 250 to the end of its data, and only to a client
 * still connected: a message whose client went away before that answer is discarded.
 */
export interface RecordingSmtp {
  port: number;
  accepted: RecordedMessage[];
  discarded: RecordedMessage[];
  refused: RecordedMessage[];
  /** Resolves when a client has sent the whole data of its first message (the server is now deciding). */
  firstData: Promise<void>;
  close(): Promise<void>;
}

function readAll(stream: SMTPServerDataStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
}

export async function startRecordingSmtp(options: RecordingSmtpOptions = {}): Promise<RecordingSmtp> {
  const closed = new Set<string>();
  const refusals = [...(options.refusals ?? [])];
  let signalFirstData: () => void = () => undefined;
  const firstData = new Promise<void>((resolve) => (signalFirstData = resolve));
  const result = { accepted: [] as RecordedMessage[], discarded: [] as RecordedMessage[], refused: [] as RecordedMessage[] };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onClose(session: SMTPServerSession) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      readAll(stream).then(
        async (raw) => {
          const message: RecordedMessage = {
            to: session.envelope.rcptTo.map((r) => r.address),
            messageId: /^message-id:\s*(\S+)/im.exec(raw)?.[1] ?? null,
            raw,
          };
          signalFirstData();
          if (options.acceptDelayMs) await new Promise((r) => setTimeout(r, options.acceptDelayMs));
          const refusal = refusals.shift();
          if (refusal !== undefined) {
            result.refused.push(message);
            return callback(Object.assign(new Error(`refused with ${refusal}`), { responseCode: refusal }));
          }
          if (closed.has(session.id)) {
            result.discarded.push(message);
            return callback(new Error('client went away before the answer'));
          }
          result.accepted.push(message);
          return callback();
        },
        (error: Error) => callback(error),
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('test SMTP server has no port');
  return {
    port: address.port,
    ...result,
    firstData,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
