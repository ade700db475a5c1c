import { assess } from '../../src/domain';
import { compactInput } from '../../src/store/compact-input';
import { ELIGIBLE_FORMS, TODAY } from './fixtures';

describe('the stored input', () => {
  it('drops empty strings, zeros, false, empty lists and groups, and keeps every value and null', () => {
    expect(compactInput({ a: '', b: 0, c: false, d: [], e: { f: '' }, g: 'x', h: 3, i: true, j: ['A', ''], k: { l: 2, m: null }, n: [{ o: 0 }] })).toEqual({
      g: 'x',
      h: 3,
      i: true,
      j: ['A', ''],
      k: { l: 2, m: null },
      n: [{}],
    });
  });

  it.each(Object.keys(ELIGIBLE_FORMS))('keeps every non-empty value of a real %s input at its place', (visaType) => {
    const { applicationType, form } = ELIGIBLE_FORMS[visaType]!;
    const { input } = assess(visaType, applicationType, form, { today: TODAY, now: new Date(`${TODAY}T00:00:00Z`) });
    const compacted = compactInput(input);
    expect(JSON.stringify(compacted).length).toBeLessThan(JSON.stringify(input).length);
    let checked = 0;
    const walk = (full: unknown, kept: unknown, path: string): void => {
      if (full !== null && typeof full === 'object' && !Array.isArray(full)) {
        for (const [key, value] of Object.entries(full)) walk(value, (kept as Record<string, unknown> | undefined)?.[key], `${path}.${key}`);
        return;
      }
      const empty = full === '' || full === 0 || full === false || (Array.isArray(full) && full.length === 0);
      if (empty) expect({ path, kept }).toEqual({ path, kept: undefined });
      else expect({ path, kept }).toEqual({ path, kept: full });
      checked++;
    };
    walk(input, compacted, visaType);
    expect(checked).toBeGreaterThan(10);
  });
});
