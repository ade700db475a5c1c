import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  CHALLENGE_SPARKPOINTS_MAX,
  CHALLENGE_SPARKPOINTS_MIN,
  PRICE_AMOUNT_MAX,
  PRICE_AMOUNT_MIN,
  QUOTE_AMOUNT_MAX,
  QUOTE_AMOUNT_MIN,
  REFUND_AMOUNT_MAX,
  REFUND_AMOUNT_MIN,
  SPECIALIST_EXPERIENCE_YEARS_MAX,
  zodIssuesToDetails,
  ZCreateChallengeSchema,
  ZCreateFromTemplateSchema,
  ZKrwAmountSchema,
  ZPricingInputSchema,
  ZQuoteInputSchema,
  ZRefundInputSchema,
  ZSaveTemplateSchema,
  ZSpecialistProfileInputSchema,
  ZUpdateChallengeSchema,
  ZUpdateTemplateSchema,
} from '../src';

/** What an attacker sent (issue 24 item 4), and other values that are not a JSON integer. */
const NOT_JSON_INTEGERS: Array<[string, unknown]> = [
  ['an exponent in a string', '1e3'],
  ['a hexadecimal string', '0x10'],
  ['a boolean', true],
  ['false', false],
  ['an array of one number', [5]],
  ['digits with spaces', ' 7 '],
  ['digits in a string', '5000'],
  ['an empty string', ''],
  ['null', null],
  ['an object', { amount: 5 }],
  ['a fraction', 1.5],
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
  ['past 2^53', 2 ** 53 + 2],
];

const challenge = {
  title: 'Build a Korean-learning chatbot',
  description: 'A bot that answers in Korean and English.',
  category: 'coding',
  type: 'tech_development',
  difficulty: 'intermediate',
  sparkPoints: 500,
  rewards: [],
  deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
};
const profile = {
  name: 'Kim',
  expertise: 'administrative',
  certifications: ['행정사'],
  experienceYears: 8,
  languages: ['ko'],
  supportedVisaTypes: ['E-7'],
};

/** Each money and points field of a request body: how a body with `value` in it looks, and the field's path. */
const FIELDS: Array<{ name: string; schema: z.ZodType; body: (value: unknown) => unknown; field: string; min: number; max: number }> = [
  {
    name: 'a quote amount',
    schema: ZQuoteInputSchema,
    body: (amount) => ({ serviceOption: 'consultation', amount }),
    field: 'amount',
    min: QUOTE_AMOUNT_MIN,
    max: QUOTE_AMOUNT_MAX,
  },
  {
    name: 'a price of the price list',
    schema: ZPricingInputSchema,
    body: (amount) => ({ prices: [{ serviceOption: 'consultation', visaType: 'E-7', amount }] }),
    field: 'prices.0.amount',
    min: PRICE_AMOUNT_MIN,
    max: PRICE_AMOUNT_MAX,
  },
  {
    name: 'a refund amount',
    schema: ZRefundInputSchema,
    body: (amount) => ({ reason: '고객 요청', amount }),
    field: 'amount',
    min: REFUND_AMOUNT_MIN,
    max: REFUND_AMOUNT_MAX,
  },
  {
    name: "a new challenge's SparkPoints",
    schema: ZCreateChallengeSchema,
    body: (sparkPoints) => ({ ...challenge, sparkPoints }),
    field: 'sparkPoints',
    min: CHALLENGE_SPARKPOINTS_MIN,
    max: CHALLENGE_SPARKPOINTS_MAX,
  },
  {
    name: "an edited challenge's SparkPoints",
    schema: ZUpdateChallengeSchema,
    body: (sparkPoints) => ({ sparkPoints }),
    field: 'sparkPoints',
    min: CHALLENGE_SPARKPOINTS_MIN,
    max: CHALLENGE_SPARKPOINTS_MAX,
  },
  {
    name: "a challenge-from-template's SparkPoints",
    schema: ZCreateFromTemplateSchema,
    body: (sparkPoints) => ({ templateId: '7f3c2b9e-4c1a-4f1e-9a7b-2d6e8f0a1b2c', sparkPoints }),
    field: 'sparkPoints',
    min: CHALLENGE_SPARKPOINTS_MIN,
    max: CHALLENGE_SPARKPOINTS_MAX,
  },
  {
    name: "a saved template's SparkPoints",
    schema: ZSaveTemplateSchema,
    body: (sparkPoints) => ({ language: 'ko', fromChallengeId: '7f3c2b9e-4c1a-4f1e-9a7b-2d6e8f0a1b2c', sparkPoints }),
    field: 'sparkPoints',
    min: CHALLENGE_SPARKPOINTS_MIN,
    max: CHALLENGE_SPARKPOINTS_MAX,
  },
  {
    name: "an edited template's SparkPoints",
    schema: ZUpdateTemplateSchema,
    body: (sparkPoints) => ({ sparkPoints }),
    field: 'sparkPoints',
    min: CHALLENGE_SPARKPOINTS_MIN,
    max: CHALLENGE_SPARKPOINTS_MAX,
  },
  {
    name: "a profile's years of experience",
    schema: ZSpecialistProfileInputSchema,
    body: (experienceYears) => ({ ...profile, experienceYears }),
    field: 'experienceYears',
    min: 0,
    max: SPECIALIST_EXPERIENCE_YEARS_MAX,
  },
];

const failingFields = (schema: z.ZodType, body: unknown) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? [] : zodIssuesToDetails(parsed.error).map((d) => d.field);
};

describe.each(FIELDS)('$name', ({ schema, body, field, min, max }) => {
  it.each(NOT_JSON_INTEGERS)('refuses %s, never coercing it', (_label, value) => {
    expect(failingFields(schema, body(value))).toEqual([field]);
  });

  it('refuses a value just outside its bounds and keeps both bounds as sent', () => {
    expect(failingFields(schema, body(min - 1))).toEqual([field]);
    expect(failingFields(schema, body(max + 1))).toEqual([field]);
    for (const value of [min, max]) {
      const parsed = schema.safeParse(body(value));
      expect(parsed.error?.issues ?? []).toEqual([]);
      const kept = field.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], parsed.data);
      expect(kept).toBe(value);
    }
  });
});

describe('ZKrwAmountSchema', () => {
  it('says in Korean what is wrong', () => {
    const messages = (value: unknown) => {
      const parsed = ZKrwAmountSchema(QUOTE_AMOUNT_MIN, QUOTE_AMOUNT_MAX).safeParse(value);
      return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
    };
    expect(messages('1e3')).toEqual(['금액은 원 단위 정수여야 합니다.']);
    expect(messages(true)).toEqual(['금액은 원 단위 정수여야 합니다.']);
    expect(messages(2.5)).toEqual(['금액은 원 단위 정수여야 합니다.']);
    expect(messages(0)).toEqual(['금액은 1원 이상이어야 합니다.']);
    expect(messages(QUOTE_AMOUNT_MAX + 1)).toEqual(['금액은 100,000,000원 이하여야 합니다.']);
  });

  it('keeps an optional amount optional: omitted is fine, null is not', () => {
    expect(ZQuoteInputSchema.safeParse({ serviceOption: 'consultation' }).success).toBe(true);
    expect(failingFields(ZRefundInputSchema, { reason: '고객 요청', amount: null })).toEqual(['amount']);
  });
});

describe('request bodies carry no coerced numbers', () => {
  /** Every `z.coerce` in the HTTP contracts, with the exported schema it sits in. */
  const coercions = () => {
    const dir = path.join(__dirname, '..', 'src', 'http');
    return readdirSync(dir)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => {
        const source = readFileSync(path.join(dir, file), 'utf8');
        return [...source.matchAll(/z\.coerce\b/g)].map((match) => {
          const before = source.slice(0, match.index);
          const owner = [...before.matchAll(/export (?:const|function) (\w+)/g)].pop()?.[1] ?? '(none)';
          return `${file}: ${owner}`;
        });
      });
  };

  it('coerces only in query-string schemas (page, limit: a query string is text) and the one paging builder they share', () => {
    const found = coercions();
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((where) => !/(QuerySchema|: pageQuery)$/.test(where))).toEqual([]);
  });
});
