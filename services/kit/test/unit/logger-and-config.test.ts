import { Writable } from 'node:stream';
import pino from 'pino';
import { z } from 'zod';
import { ConfigError, REDACTED_PATHS, ZServiceConfigSchema, parseConfig } from '../../src';

describe('log masking', () => {
  it('masks passwords, tokens and authorization headers in every log line', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = pino({ redact: { paths: REDACTED_PATHS, censor: '[MASKED]' } }, sink);
    logger.info(
      {
        password: 'hunter22',
        body: { password: 'p4ss', token: 'abc' },
        req: { headers: { authorization: 'Bearer eyJ.secret', 'x-identity-signature': 'v1.sig' } },
        token: 't0k',
      },
      'login',
    );
    const text = lines.join('');
    for (const secret of ['hunter22', 'p4ss', 'eyJ.secret', 't0k', '"abc"', 'v1.sig']) expect(text).not.toContain(secret);
    expect(text).toContain('[MASKED]');
  });
});

describe('configuration', () => {
  const schema = ZServiceConfigSchema.extend({ SERVICE_NAME: z.string().default('x') });

  const identitySecret = 'a-secret-of-forty-characters-0123456789ab';

  it('applies defaults and splits the broker list', () => {
    const config = parseConfig(schema, {
      PORT: '4001',
      DATABASE_URL: 'postgresql://u:p@h:5432/db',
      KAFKA_BROKERS: 'a:9092, b:9092',
      INTERNAL_IDENTITY_SECRET: identitySecret,
    });
    expect(config.KAFKA_BROKERS).toEqual(['a:9092', 'b:9092']);
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.INTERNAL_IDENTITY_MAX_AGE_MS).toBe(60_000);
  });

  it('stops a service without the identity secret, or with a short one, naming the key but never the value', () => {
    const base = { PORT: '4001', DATABASE_URL: 'postgresql://u:p@h:5432/db' };
    expect(() => parseConfig(schema, base)).toThrow(/INTERNAL_IDENTITY_SECRET: required/);
    try {
      parseConfig(schema, { ...base, INTERNAL_IDENTITY_SECRET: 'short-secret-value' });
      throw new Error('a short secret was accepted');
    } catch (error) {
      expect((error as Error).message).toMatch(/INTERNAL_IDENTITY_SECRET: at least 32 characters/);
      expect((error as Error).message).not.toContain('short-secret-value');
    }
  });

  it('stops with every bad value named but never the values themselves', () => {
    const env = { PORT: 'eighty', DATABASE_URL: 'not a url with secret', INTERNAL_IDENTITY_SECRET: 'a-secret-of-forty-characters-0123456789ab' };
    expect(() => parseConfig(schema, env)).toThrow(ConfigError);
    try {
      parseConfig(schema, env);
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
      expect((error as Error).message).not.toContain('secret');
    }
  });
});
