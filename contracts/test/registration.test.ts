import {
  ZRegisterRequestSchema,
  ZChallengerRegistrationSchema,
  zodIssuesToDetails,
  latestDateOnEarth,
  userRegisteredV1,
  ERROR_CODES,
  allTopics,
} from '../src';

const challenger = {
  role: 'challenger',
  email: 'Nguyen@Example.com',
  password: 'secret1',
  name: 'Nguyen Van A',
  nationality: 'Vietnam',
  phoneNumber: '010-1234-5678',
  gender: 'male',
  dateOfBirth: '1995-04-12',
  availableLanguages: 'Vietnamese, English',
  visaType: 'E-7',
  inquiryType: 'visa',
  purpose: 'visa_consultation',
};

function fieldsOf(input: unknown): string[] {
  const r = ZRegisterRequestSchema.safeParse(input);
  return r.success ? [] : zodIssuesToDetails(r.error).map((d) => d.field);
}

describe('registration payloads', () => {
  it('accepts a complete challenger and lower-cases the e-mail', () => {
    const r = ZChallengerRegistrationSchema.parse(challenger);
    expect(r.email).toBe('nguyen@example.com');
  });

  it.each([
    ['email', { email: 'not-an-email' }],
    ['email', { email: 'a@b' }],
    ['password', { password: '12345' }],
    ['name', { name: '  ' }],
    ['nationality', { nationality: 'Atlantis' }],
    ['phoneNumber', { phoneNumber: '' }],
    ['gender', { gender: '남성' }],
    ['dateOfBirth', { dateOfBirth: '2999-01-01' }],
    ['dateOfBirth', { dateOfBirth: '1995-02-30' }],
    ['availableLanguages', { availableLanguages: '' }],
    ['visaType', { visaType: 'Z-9' }],
    ['inquiryType', { inquiryType: '' }],
    ['purpose', { purpose: 'tourism' }],
    ['bridgeAdminInviteCode', { bridgeAdminInviteCode: 'x'.repeat(65) }],
  ])('rejects a challenger with a bad %s', (field, patch) => {
    expect(fieldsOf({ ...challenger, ...patch })).toEqual([field]);
  });

  it('accepts an invite code of exactly 64 characters', () => {
    expect(fieldsOf({ ...challenger, bridgeAdminInviteCode: 'x'.repeat(64) })).toEqual([]);
  });

  it('refuses a date of birth after the latest date on earth but accepts that date', () => {
    const today = latestDateOnEarth();
    expect(fieldsOf({ ...challenger, dateOfBirth: today })).toEqual([]);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(fieldsOf({ ...challenger, dateOfBirth: tomorrow })).toEqual(['dateOfBirth']);
  });

  it('requires at least one certification and non-negative experience for a pro', () => {
    const pro = { role: 'pro', email: 'p@x.kr', password: 'secret1', name: 'Kim', expertise: 'administrative', certification: ['행정사'], experience: 0, phoneNumber: '010' };
    expect(fieldsOf(pro)).toEqual([]);
    expect(fieldsOf({ ...pro, certification: [] })).toEqual(['certification']);
    expect(fieldsOf({ ...pro, certification: [''] })).toEqual(['certification.0']);
    expect(fieldsOf({ ...pro, experience: -1 })).toEqual(['experience']);
    expect(fieldsOf({ ...pro, expertise: 'law' })).toEqual(['expertise']);
  });

  it('requires every company field', () => {
    const company = { role: 'company', email: 'c@x.kr', password: 'secret1', name: 'Lee', companyName: 'ACME', businessNumber: '123-45-67890', companyAddress: 'Seoul', phoneNumber: '02' };
    expect(fieldsOf(company)).toEqual([]);
    for (const field of ['name', 'companyName', 'businessNumber', 'companyAddress', 'phoneNumber']) {
      expect(fieldsOf({ ...company, [field]: '' })).toEqual([field]);
    }
  });

  it('refuses an unknown account kind', () => {
    expect(fieldsOf({ ...challenger, role: 'admin' })).toEqual(['role']);
  });
});

describe('catalogue and events', () => {
  it('gives every error code a status and a Korean message', () => {
    for (const [code, entry] of Object.entries(ERROR_CODES)) {
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.message).toMatch(/[가-힣]/);
      expect(code).toMatch(/^[A-Z_]+$/);
    }
  });

  it('keeps parsing a v1 auth.user.registered fixture', () => {
    const fixture = {
      id: '6f1c1c1e-3d7b-4a47-9a3e-0a9e2b8f7c11',
      type: 'auth.user.registered',
      version: 1,
      occurredAt: '2026-11-22T04:00:00.000Z',
      source: 'auth',
      key: 'u1',
      data: { userId: 'u1', email: 'a@b.kr', name: 'A', role: 'pro', roles: ['pro'], registeredAt: '2026-11-22T04:00:00.000Z', expertise: 'language', certification: ['x'], experience: 3 },
    };
    expect(userRegisteredV1.envelope.safeParse(fixture).success).toBe(true);
    expect(userRegisteredV1.envelope.safeParse({ ...fixture, version: 2 }).success).toBe(false);
  });

  it('lists every topic with its dead-letter twin', () => {
    expect(allTopics()).toEqual(['auth.user', 'auth.user.dlq', 'visa.assessment', 'visa.assessment.dlq', 'matching.request', 'matching.request.dlq']);
  });
});
