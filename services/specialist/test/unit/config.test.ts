import { ConfigError } from '@tov/kit';
import { loadConfig } from '../../src/config';

/** The one variable without a default: the forwarded identity's secret (decision 126). */
const SECRET = { INTERNAL_IDENTITY_SECRET: 'a-secret-of-forty-characters-0123456789ab' };

describe('config', () => {
  it('stops start-up without the secret the forwarded identity is checked with', () => {
    expect(() => loadConfig({})).toThrow(/INTERNAL_IDENTITY_SECRET/);
  });

  it('defaults to port 4004, the specialist database and consumer group, a sweep every 30 s', () => {
    expect(loadConfig(SECRET)).toMatchObject({
      SERVICE_NAME: 'specialist',
      PORT: 4004,
      DATABASE_URL: 'postgresql://postgres:postgres@127.0.0.1:5432/specialist',
      CONSUMER_GROUP: 'specialist',
      QUOTE_SWEEP_MS: 30_000,
    });
  });

  it('stops start-up on a bad port or sweep interval', () => {
    expect(() => loadConfig({ ...SECRET, PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...SECRET, QUOTE_SWEEP_MS: '0' })).toThrow(/QUOTE_SWEEP_MS/);
  });
});
