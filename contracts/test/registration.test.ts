import {
  complianceStatusChangedV1,
  EMPLOYEE_IMPORT_COLUMNS,
  ZEmployeeInputSchema,
  ZRegisterRequestSchema,
  ZChallengerRegistrationSchema,
  zodIssuesToDetails,
  latestDateOnEarth,
  yearsBefore,
  ZLoginRequestSchema,
  userRegisteredV1,
  userEmailVerifiedV1,
  findEventDefinition,
  ZAccountLinkJobSchema,
  ERROR_CODES,
  allTopics,
  userTalentVisibilityChangedV1,
  DEFAULT_USER_SETTINGS,
  ZUpdateUserSettingsSchema,
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
    ['name', { name: 'x'.repeat(101) }],
    ['name', { name: 'Nguyen\u0000Van' }],
    ['phoneNumber', { phoneNumber: '<img src=x onerror=alert(1)>' }],
    ['phoneNumber', { phoneNumber: '12' }],
    ['dateOfBirth', { dateOfBirth: '1900-01-01' }],
    ['availableLanguages', { availableLanguages: 'x'.repeat(201) }],
  ])('rejects a challenger with a bad %s', (field, patch) => {
    expect(fieldsOf({ ...challenger, ...patch })).toEqual([field]);
  });

  it('accepts an invite code of exactly 64 characters', () => {
    expect(fieldsOf({ ...challenger, bridgeAdminInviteCode: 'x'.repeat(64) })).toEqual([]);
  });

  it('accepts a 14th birthday on the latest date on earth, refuses a day later and a date in the future', () => {
    const today = latestDateOnEarth();
    const fourteenth = yearsBefore(today, 14);
    expect(fieldsOf({ ...challenger, dateOfBirth: fourteenth })).toEqual([]);
    const dayLater = new Date(Date.parse(`${fourteenth}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(fieldsOf({ ...challenger, dateOfBirth: dayLater })).toEqual(['dateOfBirth']);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(fieldsOf({ ...challenger, dateOfBirth: tomorrow })).toEqual(['dateOfBirth']);
  });

  it('bounds the login before anything is looked up: an e-mail over 254 characters or with a NUL is refused', () => {
    expect(ZLoginRequestSchema.safeParse({ email: `${'a'.repeat(60_000)}@x.kr`, password: 'secret1' }).success).toBe(false);
    expect(ZLoginRequestSchema.safeParse({ email: 'a\u0000@x.kr', password: 'secret1' }).success).toBe(false);
    expect(ZLoginRequestSchema.safeParse({ email: ' A@X.kr ', password: 'p'.repeat(129) }).success).toBe(false);
    expect(ZLoginRequestSchema.parse({ email: ' A@X.kr ', password: 'secret1' }).email).toBe('a@x.kr');
  });

  it('requires at least one certification and non-negative experience for a pro', () => {
    const pro = {
      role: 'pro',
      email: 'p@x.kr',
      password: 'secret1',
      name: 'Kim',
      expertise: 'administrative',
      certification: ['행정사'],
      experience: 0,
      phoneNumber: '010-2222-3333',
    };
    expect(fieldsOf(pro)).toEqual([]);
    expect(fieldsOf({ ...pro, certification: [] })).toEqual(['certification']);
    expect(fieldsOf({ ...pro, certification: [''] })).toEqual(['certification.0']);
    expect(fieldsOf({ ...pro, experience: -1 })).toEqual(['experience']);
    expect(fieldsOf({ ...pro, expertise: 'law' })).toEqual(['expertise']);
    expect(fieldsOf({ ...pro, experience: 71 })).toEqual(['experience']);
    expect(fieldsOf({ ...pro, certification: Array.from({ length: 21 }, (_, i) => `cert ${i}`) })).toEqual(['certification']);
  });

  it('requires every company field', () => {
    const company = {
      role: 'company',
      email: 'c@x.kr',
      password: 'secret1',
      name: 'Lee',
      companyName: 'ACME',
      businessNumber: '123-45-67890',
      companyAddress: 'Seoul',
      phoneNumber: '02-123-4567',
    };
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
      data: {
        userId: 'u1',
        email: 'a@b.kr',
        name: 'A',
        role: 'pro',
        roles: ['pro'],
        registeredAt: '2026-11-22T04:00:00.000Z',
        expertise: 'language',
        certification: ['x'],
        experience: 3,
      },
    };
    expect(userRegisteredV1.envelope.safeParse(fixture).success).toBe(true);
    expect(userRegisteredV1.envelope.safeParse({ ...fixture, version: 2 }).success).toBe(false);
  });

  it('keeps parsing a v1 auth.user.registered fixture without emailVerified, and reads one with it', () => {
    const data = { userId: 'u1', email: 'a@b.kr', name: 'A', role: 'challenger', roles: ['challenger'], registeredAt: '2026-11-22T04:00:00.000Z' };
    expect(userRegisteredV1.data.parse(data)).not.toHaveProperty('emailVerified');
    expect(userRegisteredV1.data.parse({ ...data, emailVerified: false })).toMatchObject({ emailVerified: false });
  });

  it('reads visibleToCompanies on a v1 auth.user.registered when present, and none from older events', () => {
    const data = { userId: 'u1', email: 'a@b.kr', name: 'A', role: 'challenger', roles: ['challenger'], registeredAt: '2026-11-22T04:00:00.000Z' };
    expect(userRegisteredV1.data.parse(data)).not.toHaveProperty('visibleToCompanies');
    expect(userRegisteredV1.data.parse({ ...data, visibleToCompanies: true })).toMatchObject({ visibleToCompanies: true });
  });

  it('parses a v1 auth.user.talent-visibility-changed fixture, listed in the registry on the auth.user topic', () => {
    const fixture = {
      id: '6f1c1c1e-3d7b-4a47-9a3e-0a9e2b8f7c13',
      type: 'auth.user.talent-visibility-changed',
      version: 1,
      occurredAt: '2026-11-28T04:00:00.000Z',
      source: 'auth',
      key: 'u1',
      data: { userId: 'u1', visibleToCompanies: true, changedAt: '2026-11-28T04:00:00.000Z' },
    };
    expect(userTalentVisibilityChangedV1.envelope.safeParse(fixture).success).toBe(true);
    expect(userTalentVisibilityChangedV1.data.safeParse({ ...fixture.data, visibleToCompanies: 'yes' }).success).toBe(false);
    expect(findEventDefinition('auth.user.talent-visibility-changed', 1)).toBe(userTalentVisibilityChangedV1);
    expect(userTalentVisibilityChangedV1.topic).toBe('auth.user');
  });

  it('keeps the talent search opt-in off by default and accepts a change of it alone', () => {
    expect(DEFAULT_USER_SETTINGS.privacy).toEqual({ visibleToCompanies: false });
    expect(ZUpdateUserSettingsSchema.safeParse({ privacy: { visibleToCompanies: true } }).success).toBe(true);
    expect(ZUpdateUserSettingsSchema.safeParse({ privacy: { visibleToCompanies: 'true' } }).success).toBe(false);
    expect(ZUpdateUserSettingsSchema.safeParse({ privacy: { public: true } }).success).toBe(false);
  });

  it('parses a v1 auth.user.email-verified fixture, listed in the registry on the auth.user topic', () => {
    const fixture = {
      id: '6f1c1c1e-3d7b-4a47-9a3e-0a9e2b8f7c12',
      type: 'auth.user.email-verified',
      version: 1,
      occurredAt: '2026-11-24T04:00:00.000Z',
      source: 'auth',
      key: 'u1',
      data: { userId: 'u1', email: 'a@b.kr', verifiedAt: '2026-11-24T04:00:00.000Z' },
    };
    expect(userEmailVerifiedV1.envelope.safeParse(fixture).success).toBe(true);
    expect(findEventDefinition('auth.user.email-verified', 1)).toBe(userEmailVerifiedV1);
    expect(userEmailVerifiedV1.topic).toBe('auth.user');
  });

  it('takes an account-link job with its token, and a sign-up-attempt one without', () => {
    const job = {
      deliveryId: 'd1',
      kind: 'verify-email',
      to: 'a@b.kr',
      name: 'A',
      language: 'ja',
      token: 'x'.repeat(43),
      expiresAt: '2026-11-25T04:00:00.000Z',
    };
    expect(ZAccountLinkJobSchema.safeParse(job).success).toBe(true);
    expect(ZAccountLinkJobSchema.safeParse({ ...job, token: undefined }).success).toBe(false);
    expect(ZAccountLinkJobSchema.safeParse({ ...job, kind: 'sign-up-attempt', token: undefined }).success).toBe(true);
    expect(ZAccountLinkJobSchema.safeParse({ ...job, language: 'vi' }).success).toBe(false);
  });

  it('lists every topic with its dead-letter twin', () => {
    expect(allTopics()).toEqual([
      'auth.user',
      'auth.user.dlq',
      'visa.assessment',
      'visa.assessment.dlq',
      'matching.request',
      'matching.request.dlq',
      'tovspark.challenge',
      'tovspark.challenge.dlq',
      'tovspark.submission',
      'tovspark.submission.dlq',
      'tovspark.points',
      'tovspark.points.dlq',
      'specialist.quote',
      'specialist.quote.dlq',
      'specialist.payment',
      'specialist.payment.dlq',
      'specialist.service',
      'specialist.service.dlq',
      'specialist.profile',
      'specialist.profile.dlq',
      'company.compliance',
      'company.compliance.dlq',
    ]);
  });
});

describe('company contracts', () => {
  it('parses a company.compliance.status-changed v1 event as published', () => {
    const data = {
      itemId: '0193a0a0-0000-7000-8000-000000000001',
      companyId: '0193a0a0-0000-7000-8000-000000000002',
      employeeId: '0193a0a0-0000-7000-8000-000000000003',
      kind: 'visa_expiry',
      fromStatus: null,
      toStatus: 'open',
      dueDate: '2027-01-31',
      changedBy: 'system',
      changedAt: '2026-11-29T06:00:00.000Z',
    };
    expect(complianceStatusChangedV1.data.parse(data)).toEqual(data);
    expect(() => complianceStatusChangedV1.data.parse({ ...data, toStatus: 'closed' })).toThrow();
  });

  it('keeps the employee CSV to the columns of the employee body', () => {
    const fields = Object.keys(ZEmployeeInputSchema.shape);
    expect([...EMPLOYEE_IMPORT_COLUMNS].sort()).toEqual(
      fields
        .filter((f) => f !== 'occupationCode')
        .concat('occupationCode')
        .sort(),
    );
  });
});
