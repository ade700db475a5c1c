import { ConfigError } from '@tov/kit';
import { loadConfig } from '../../src/config';
import { isPermanentSmtpError } from '../../src/mailer';
import { messageIdFor } from '../../src/processors/send-email';

describe('config', () => {
  test('defaults: no DATABASE_URL needed, email queue, local SMTP sink, port 4010', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      SERVICE_NAME: 'workers',
      PORT: 4010,
      REDIS_URL: 'redis://127.0.0.1:6379',
      WORKER_QUEUES: ['email'],
      BULLMQ_PREFIX: 'bull',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: 1025,
      SMTP_SECURE: false,
      MAIL_FROM: 'TOV <no-reply@tov.local>',
      EMAIL_CONCURRENCY: 4,
      SMTP_TIMEOUT_MS: 15_000,
      EMAIL_SEND_LEASE_MS: 60_000,
    });
    expect(c.SMTP_USER).toBeUndefined();
  });

  test('overrides and the comma list of queues', () => {
    const c = loadConfig({
      WORKER_QUEUES: ' email , email',
      SMTP_SECURE: 'true',
      SMTP_USER: 'u',
      SMTP_PASS: 'p',
      SMTP_TIMEOUT_MS: '1000',
      EMAIL_CONCURRENCY: '8',
    });
    expect(c.WORKER_QUEUES).toEqual(['email']);
    expect(c).toMatchObject({ SMTP_SECURE: true, SMTP_USER: 'u', SMTP_PASS: 'p', EMAIL_SEND_LEASE_MS: 4000, EMAIL_CONCURRENCY: 8 });
    expect(loadConfig({ EMAIL_SEND_LEASE_MS: '9000' }).EMAIL_SEND_LEASE_MS).toBe(9000);
  });

  test('refuses a queue this image does not serve, an empty list and a user without a password', () => {
    expect(() => loadConfig({ WORKER_QUEUES: 'email,batch-evaluation' })).toThrow(ConfigError);
    expect(() => loadConfig({ WORKER_QUEUES: ' , ' })).toThrow(/WORKER_QUEUES/);
    expect(() => loadConfig({ SMTP_USER: 'u' })).toThrow(/SMTP_PASS/);
    expect(() => loadConfig({ SMTP_PORT: 'x' })).toThrow(/SMTP_PORT/);
  });

  test('report-export needs the identity secret (its row requests are signed); the owners, the bucket and the pdf cap have local defaults', () => {
    expect(() => loadConfig({ WORKER_QUEUES: 'email,report-export' })).toThrow(/INTERNAL_IDENTITY_SECRET/);
    expect(() => loadConfig({ WORKER_QUEUES: 'report-export', INTERNAL_IDENTITY_SECRET: 'short' })).toThrow(/INTERNAL_IDENTITY_SECRET/);
    expect(loadConfig({ WORKER_QUEUES: 'email,report-export', INTERNAL_IDENTITY_SECRET: 'x'.repeat(32) })).toMatchObject({
      WORKER_QUEUES: ['email', 'report-export'],
      COMPANY_URL: 'http://127.0.0.1:4005',
      ADMIN_URL: 'http://127.0.0.1:4007',
      EXPORTS_BUCKET: 'tov-exports',
      S3_FORCE_PATH_STYLE: true,
      REPORT_PDF_MAX_ROWS: 5_000,
      REPORT_PROGRESS_EVERY: 1_000,
    });
    expect(() => loadConfig({ EXPORTS_BUCKET: 'Tov_Exports' })).toThrow(/EXPORTS_BUCKET/);
  });
});

describe('message ids', () => {
  test('deterministic <deliveryId@domain>, a UUID unchanged', () => {
    expect(messageIdFor('3f1c2a9e-5b7d-4e21-9a0b-1c2d3e4f5a6b', 'tov.local')).toBe('<3f1c2a9e-5b7d-4e21-9a0b-1c2d3e4f5a6b@tov.local>');
    expect(messageIdFor('x', 'tov.local')).toBe(messageIdFor('x', 'tov.local'));
  });

  test('characters a Message-ID may not hold are encoded, keeping ids distinct', () => {
    expect(messageIdFor('user-1:key.1', 'tov.local')).toBe('<user-1=3Akey=2E1@tov.local>');
    expect(messageIdFor('a=3A', 'd')).not.toBe(messageIdFor('a:', 'd'));
    expect(messageIdFor('<a@b> c', 'd')).toBe('<=3Ca=40b=3E=20c@d>');
    expect(messageIdFor('한', 'd')).toBe('<=ED=95=9C@d>');
  });

  test('5xx SMTP answers are permanent, the rest retried', () => {
    expect(isPermanentSmtpError(Object.assign(new Error('550 no such user'), { responseCode: 550 }))).toBe(true);
    expect(isPermanentSmtpError(Object.assign(new Error('451 try later'), { responseCode: 451 }))).toBe(false);
    expect(isPermanentSmtpError(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' }))).toBe(false);
    expect(isPermanentSmtpError(null)).toBe(false);
  });
});
