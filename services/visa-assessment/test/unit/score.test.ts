import { PASS_SCORE, clampScore, toScore } from '../../src/domain/engines/score';
import { SUPPORTED_VISA_TYPES } from '../../src/domain/visa-types';
import { patched, sample } from './fixtures';
import { score } from './helpers';

describe('score clamping and mapping', () => {
  it.each([
    [-5, 0],
    [0, 0],
    [59.4, 59],
    [100, 100],
    [180, 100],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('clamps %p to %p', (raw, expected) => {
    expect(clampScore(raw)).toBe(expected);
  });

  it('puts the pass mark of any scale on 60 and the maximum on 100', () => {
    expect(toScore(60, 60, 130, true)).toBe(PASS_SCORE);
    expect(toScore(130, 60, 130, true)).toBe(100);
    expect(toScore(80, 80, 105, true)).toBe(60);
    expect(toScore(105, 80, 105, true)).toBe(100);
    expect(toScore(40, 80, 105, false)).toBe(30);
    expect(toScore(275, 200, 350, true)).toBe(80);
  });

  it('never shows an ineligible applicant 60 or more, even just under a large pass mark', () => {
    expect(toScore(199, 200, 350, false)).toBe(59);
    expect(toScore(300, 200, 350, false)).toBe(59);
  });

  it('never shows an eligible applicant under 60', () => {
    expect(toScore(60, 60, 100, true)).toBe(60);
  });

  it('clamps a total above the maximum to 100 and a negative total to 0', () => {
    expect(toScore(400, 200, 350, true)).toBe(100);
    expect(toScore(-25, 60, 100, false)).toBe(0);
  });

  it('scores an E-5 applicant with nothing but penalties at 0, not below', () => {
    const r = score('E-5', 'C1', { penalties: { noConsent: 'true', lateRegistration: 'true', restrictedCountry: 'true' } });
    expect(r.totalPoints).toBeLessThan(0);
    expect(r.score).toBe(0);
  });

  it.each(SUPPORTED_VISA_TYPES)('keeps every %s score within 0-100 and agrees with the eligible flag', (visaType) => {
    const { applicationType, form } = sample(visaType);
    for (const variant of [form, {}, patched(form, { personalInfo: { age: '99' } })]) {
      const r = score(visaType, applicationType, variant);
      expect(r.score).toBeGreaterThanOrEqual(0);
      expect(r.score).toBeLessThanOrEqual(100);
      expect(r.score >= PASS_SCORE).toBe(r.eligible);
      expect(r.totalPoints).toBe(r.breakdown.reduce((s, b) => s + b.points, 0));
    }
  });
});
