import {
  clearFieldError,
  emptyChallenger,
  emptyCompany,
  emptyPro,
  validateChallenger,
  validateCompany,
  validatePro,
  type ChallengerForm,
} from '../../src/features/register/validation';

const validChallenger: ChallengerForm = {
  email: 'amy@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  name: 'Amy',
  nationality: 'Vietnam',
  phoneNumber: '010-1234-5678',
  gender: 'female',
  dateOfBirth: '1995-04-02',
  availableLanguages: 'English, Korean',
  visaType: 'D-10',
  inquiryType: 'job',
  purpose: 'visa_consultation',
  bridgeAdminInviteCode: '',
};

describe('challenger form rules (spec 000 §5)', () => {
  it('accepts a complete form and builds the payload without confirmPassword', () => {
    const { errors, payload } = validateChallenger(validChallenger);
    expect(errors).toEqual({});
    expect(payload).toMatchObject({ role: 'challenger', email: 'amy@example.com', purpose: 'visa_consultation' });
    expect(payload).not.toHaveProperty('confirmPassword');
    expect(payload).not.toHaveProperty('bridgeAdminInviteCode');
  });

  it('requires every field except the invite code', () => {
    const { errors, payload } = validateChallenger(emptyChallenger());
    expect(payload).toBeNull();
    for (const f of [
      'email',
      'password',
      'confirmPassword',
      'name',
      'nationality',
      'phoneNumber',
      'gender',
      'dateOfBirth',
      'availableLanguages',
      'visaType',
      'inquiryType',
      'purpose',
    ]) {
      expect(errors[f]).toBeDefined();
    }
    expect(errors.bridgeAdminInviteCode).toBeUndefined();
  });

  it.each(['plain', 'a@b', '@b.c', 'a b@c.d'])('refuses the e-mail %s (text @ text . text)', (email) => {
    expect(validateChallenger({ ...validChallenger, email }).errors.email).toEqual({ key: 'validation.emailFormat' });
  });

  it('needs a password of at least 6 characters', () => {
    expect(validateChallenger({ ...validChallenger, password: '12345', confirmPassword: '12345' }).errors.password).toEqual({
      key: 'validation.passwordMin',
      params: { min: 6 },
    });
    expect(validateChallenger({ ...validChallenger, password: '123456', confirmPassword: '123456' }).errors.password).toBeUndefined();
  });

  it('needs the confirmation to equal the password', () => {
    expect(validateChallenger({ ...validChallenger, confirmPassword: 'other12' }).errors.confirmPassword).toEqual({ key: 'validation.passwordMismatch' });
  });

  it('limits the invite code to 64 characters', () => {
    expect(validateChallenger({ ...validChallenger, bridgeAdminInviteCode: 'x'.repeat(64) }).errors).toEqual({});
    expect(validateChallenger({ ...validChallenger, bridgeAdminInviteCode: 'x'.repeat(65) }).errors.bridgeAdminInviteCode).toEqual({
      key: 'validation.inviteMax',
      params: { max: 64 },
    });
  });

  it('refuses a date of birth later than today', () => {
    const future = new Date(Date.now() + 3 * 86400_000).toISOString().slice(0, 10);
    expect(validateChallenger({ ...validChallenger, dateOfBirth: future }).errors.dateOfBirth).toEqual({ key: 'validation.dobFuture' });
  });
});

describe('company form rules', () => {
  it('requires every field and a matching confirmation, with no format rules on the business number', () => {
    const empty = validateCompany(emptyCompany());
    for (const f of ['email', 'password', 'confirmPassword', 'name', 'companyName', 'businessNumber', 'companyAddress', 'phoneNumber'])
      expect(empty.errors[f]).toBeDefined();
    const ok = validateCompany({
      email: 'hr@acme.kr',
      password: 'secret1',
      confirmPassword: 'secret1',
      name: 'Kim',
      companyName: 'Acme',
      businessNumber: 'anything',
      companyAddress: 'Seoul',
      phoneNumber: '02-000-0000',
    });
    expect(ok.errors).toEqual({});
    expect(ok.payload).toMatchObject({ role: 'company', businessNumber: 'anything' });
    expect(validateCompany({ ...emptyCompany(), password: 'secret1', confirmPassword: 'secret2' }).errors.confirmPassword).toEqual({
      key: 'validation.passwordMismatch',
    });
  });
});

describe('pro form rules', () => {
  const validPro = {
    email: 'pro@x.kr',
    password: 'secret1',
    confirmPassword: 'secret1',
    name: 'Lee',
    expertise: 'administrative',
    certification: ['행정사'],
    experience: '0',
    phoneNumber: '010-0000-0000',
  };
  it('accepts experience 0 and sends it as a number', () => {
    const { errors, payload } = validatePro(validPro);
    expect(errors).toEqual({});
    expect(payload).toMatchObject({ experience: 0, certification: ['행정사'] });
  });
  it('refuses negative experience and an empty one', () => {
    expect(validatePro({ ...validPro, experience: '-1' }).errors.experience).toEqual({ key: 'validation.experienceMin' });
    expect(validatePro({ ...validPro, experience: '' }).errors.experience).toBeDefined();
  });
  it('requires the first certification, and each added one', () => {
    expect(validatePro({ ...validPro, certification: [''] }).errors['certification.0']).toBeDefined();
    expect(validatePro({ ...validPro, certification: ['A', ''] }).errors['certification.1']).toBeDefined();
    expect(validatePro({ ...validPro, certification: [] }).errors.certification).toEqual({ key: 'validation.certificationMin' });
  });
  it('requires the other fields', () => {
    const { errors } = validatePro(emptyPro());
    for (const f of ['email', 'password', 'name', 'expertise', 'certification.0', 'experience', 'phoneNumber', 'confirmPassword'])
      expect(errors[f]).toBeDefined();
  });
});

describe('editing a field clears its error', () => {
  it('removes the field and its sub-entries only', () => {
    const errors = { email: { key: 'a' }, 'certification.1': { key: 'b' }, name: { key: 'c' } };
    expect(clearFieldError(errors, 'email')).toEqual({ 'certification.1': { key: 'b' }, name: { key: 'c' } });
    expect(clearFieldError(errors, 'certification')).toEqual({ email: { key: 'a' }, name: { key: 'c' } });
    expect(clearFieldError(errors, 'phoneNumber')).toBe(errors);
  });
});
