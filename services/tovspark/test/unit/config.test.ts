import { ConfigError } from '@tov/kit';
import { loadConfig } from '../../src/config';

/** The one variable without a default: the forwarded identity's secret (decision 126). */
const SECRET = { INTERNAL_IDENTITY_SECRET: 'a-secret-of-forty-characters-0123456789ab' };

describe('config', () => {
  it('stops start-up without the secret the forwarded identity is checked with', () => {
    expect(() => loadConfig({})).toThrow(/INTERNAL_IDENTITY_SECRET/);
  });

  it('defaults to port 4006, the tovspark database, consumer group and leaderboard keys', () => {
    expect(loadConfig(SECRET)).toMatchObject({
      SERVICE_NAME: 'tovspark',
      PORT: 4006,
      DATABASE_URL: 'postgresql://postgres:postgres@127.0.0.1:5432/tovspark',
      CONSUMER_GROUP: 'tovspark',
      LEADERBOARD_KEY_PREFIX: 'tovspark:leaderboard',
    });
  });

  it('stops start-up on a bad port or an empty leaderboard prefix', () => {
    expect(() => loadConfig({ ...SECRET, PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...SECRET, LEADERBOARD_KEY_PREFIX: '' })).toThrow(/LEADERBOARD_KEY_PREFIX/);
  });

  it('reads the object store: local S3Proxy defaults, path style, a 10 MiB limit; a bad bucket name or flag stops start-up', () => {
    expect(loadConfig(SECRET)).toMatchObject({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'us-east-1',
      S3_BUCKET: 'tovspark-files',
      S3_FORCE_PATH_STYLE: true,
      FILE_MAX_BYTES: 10 * 1024 * 1024,
      FILE_UPLOADS_MAX: 20,
    });
    expect(loadConfig({ ...SECRET, S3_FORCE_PATH_STYLE: 'false', S3_BUCKET: 'files.example-1', FILE_MAX_BYTES: '2048' })).toMatchObject({
      S3_FORCE_PATH_STYLE: false,
      S3_BUCKET: 'files.example-1',
      FILE_MAX_BYTES: 2048,
    });
    expect(() => loadConfig({ ...SECRET, S3_BUCKET: 'Tov_Files' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...SECRET, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => loadConfig({ ...SECRET, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});
