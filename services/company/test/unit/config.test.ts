import { loadConfig } from '../../src/config';

const SECRET = { INTERNAL_IDENTITY_SECRET: 'x'.repeat(43) };

describe('company configuration', () => {
  it('runs on defaults outside production, with the development ARN key', () => {
    const config = loadConfig({ ...SECRET, NODE_ENV: 'development' });
    expect(config).toMatchObject({ PORT: 4005, S3_BUCKET: 'company-documents', COMPLIANCE_SCAN_CRON: '0 6 * * *', COMPLIANCE_SCAN_ENABLED: true });
    expect(Buffer.from(config.COMPANY_ARN_KEY, 'base64')).toHaveLength(32);
  });

  it('refuses to start in production without its own ARN key, or with a key that is not 32 bytes', () => {
    expect(() => loadConfig({ ...SECRET, NODE_ENV: 'production', DATABASE_URL: 'postgresql://u:p@db:5432/company' })).toThrow(/COMPANY_ARN_KEY/);
    expect(() => loadConfig({ ...SECRET, COMPANY_ARN_KEY: Buffer.alloc(16).toString('base64') })).toThrow(/COMPANY_ARN_KEY/);
    const key = Buffer.alloc(32, 1).toString('base64');
    expect(loadConfig({ ...SECRET, NODE_ENV: 'production', DATABASE_URL: 'postgresql://u:p@db:5432/company', COMPANY_ARN_KEY: key }).COMPANY_ARN_KEY).toBe(key);
  });
});
