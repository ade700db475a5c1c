import { watchConnection, type Logger, type ReadinessCheck } from '@tov/kit';
import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** `<id@domain>`: the same for every attempt of a delivery. */
  messageId: string;
  headers?: Record<string, string>;
}

export interface SendResult {
  messageId: string;
  /** The server's reply to the end of the data, e.g. `250 OK: message queued`. */
  response: string;
}

/** The SMTP side of the workers: one pooled transport for the whole process. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<SendResult>;
  verify(): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  timeoutMs: number;
  /** One connection per concurrent job, so a message never waits in the pool's queue. */
  maxConnections: number;
  /** Logs transport errors (once per outage); without a listener an `'error'` event would end the process. */
  logger?: Logger;
}

export function createMailer(options: MailerOptions): Mailer {
  const transportOptions: SMTPPool.Options = {
    pool: true,
    host: options.host,
    port: options.port,
    secure: options.secure,
    ...(options.user && options.pass ? { auth: { user: options.user, pass: options.pass } } : {}),
    maxConnections: options.maxConnections,
    maxMessages: 100,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
    // Messages are built from job data only: never let a value make nodemailer read a file or a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
  const transport = nodemailer.createTransport(transportOptions);
  // A failed send rejects its own promise (the job retries with backoff); the pool opens new
  // connections for later sends, so the workers reconnect by themselves once SMTP answers.
  const watch = options.logger ? watchConnection(options.logger, 'smtp') : undefined;
  transport.on('error', (error) => watch?.failed(error));
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        headers: mail.headers,
      });
      watch?.recovered();
      return { messageId: info.messageId, response: info.response };
    },
    async verify() {
      await transport.verify();
    },
    close() {
      transport.close();
    },
  };
}

/** Readiness: the SMTP server answers and accepts our login (a fresh connection, not a pooled one). */
export function smtpCheck(mailer: Mailer): ReadinessCheck {
  return { name: 'smtp', check: () => mailer.verify() };
}

/** An SMTP error a retry cannot fix: the server answered 5xx (RFC 5321 permanent failure). */
export function isPermanentSmtpError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
