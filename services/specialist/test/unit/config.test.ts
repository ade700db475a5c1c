import { ConfigError } from '@tov/kit';
import { loadConfig } from '../../src/config';

describe('config', () => {
  it('defaults to port 4004, the specialist database and consumer group, a sweep every 30 s', () => {
    expect(loadConfig({})).toMatchObject({
      SERVICE_NAME: 'specialist',
      PORT: 4004,
      DATABASE_URL: 'postgresql://postgres:postgres@127.0.0.1:5432/specialist',
      CONSUMER_GROUP: 'specialist',
      QUOTE_SWEEP_MS: 30_000,
    });
  });

  it('stops start-up on a bad port or sweep interval', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ QUOTE_SWEEP_MS: '0' })).toThrow(/QUOTE_SWEEP_MS/);
  });
});
