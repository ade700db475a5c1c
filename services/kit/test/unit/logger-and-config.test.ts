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
      { password: 'hunter22', body: { password: 'p4ss', token: 'abc' }, req: { headers: { authorization: 'Bearer eyJ.secret' } }, token: 't0k' },
      'login',
    );
    const text = lines.join('');
    for (const secret of ['hunter22', 'p4ss', 'eyJ.secret', 't0k', '"abc"']) expect(text).not.toContain(secret);
    expect(text).toContain('[MASKED]');
  });
});

describe('configuration', () => {
  const schema = ZServiceConfigSchema.extend({ SERVICE_NAME: z.string().default('x') });

  it('applies defaults and splits the broker list', () => {
    const config = parseConfig(schema, { PORT: '4001', DATABASE_URL: 'postgresql://u:p@h:5432/db', KAFKA_BROKERS: 'a:9092, b:9092' });
    expect(config.KAFKA_BROKERS).toEqual(['a:9092', 'b:9092']);
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('stops with every bad value named but never the values themselves', () => {
    expect(() => parseConfig(schema, { PORT: 'eighty', DATABASE_URL: 'not a url with secret' })).toThrow(ConfigError);
    try {
      parseConfig(schema, { PORT: 'eighty', DATABASE_URL: 'not a url with secret' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
      expect((error as Error).message).not.toContain('secret');
    }
  });
});
