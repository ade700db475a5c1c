import { ConfigError } from '@tov/kit';
import { loadConfig } from '../../src/config';

describe('config', () => {
  it('defaults to port 4006, the tovspark database, consumer group and leaderboard keys', () => {
    expect(loadConfig({})).toMatchObject({
      SERVICE_NAME: 'tovspark',
      PORT: 4006,
      DATABASE_URL: 'postgresql://postgres:postgres@127.0.0.1:5432/tovspark',
      CONSUMER_GROUP: 'tovspark',
      LEADERBOARD_KEY_PREFIX: 'tovspark:leaderboard',
    });
  });

  it('stops start-up on a bad port or an empty leaderboard prefix', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ LEADERBOARD_KEY_PREFIX: '' })).toThrow(/LEADERBOARD_KEY_PREFIX/);
  });
});
