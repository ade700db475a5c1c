import fs from 'node:fs';
import path from 'node:path';
import type { ExpectedFailure } from './page-checks';

/** Who visits: signed out, and each role of the product with its demo account (infra seed). */
export const PERSONAS = [
  { id: 'signed-out', email: null },
  { id: 'challenger', email: 'challenger@demo.tov' },
  { id: 'company', email: 'company@demo.tov' },
  { id: 'pro', email: 'pro@demo.tov' },
  { id: 'admin', email: 'superadmin@demo.tov' },
] as const;
export type PersonaId = (typeof PERSONAS)[number]['id'];

/** Ids the routes need, made for the run (an assessment of the demo challenger, ...). */
export interface GuardIds {
  assessmentId: string;
}

export interface GuardRoute {
  /** The path as visited. */
  path: string;
  /** The route pattern it stands for (as written in the route tables). */
  pattern: string;
  /** Answers that fail on purpose for a persona (e.g. another user's result is not found). */
  expected?: (persona: PersonaId) => readonly ExpectedFailure[];
  /** Who visits it (absent: everyone). */
  personas?: readonly PersonaId[];
  /** A key screen (the first screens of each role): checked in every language on every run. */
  key?: boolean;
}

/**
 * The specialist workspace is the pro's: the others see one screen there (sign in, or "for experts"),
 * which the signed-out visitor and the applicant check for every role; the company and the admin
 * would see the same screen eight times more (the guard's time).
 */
const WORKSPACE_VISITORS: readonly PersonaId[] = ['signed-out', 'challenger', 'pro'];

/**
 * The company workspace is the company's: the signed-out visitor sees the sign-in on each of its
 * screens, and the other roles see the same "for companies" screen /company-dashboard shows them.
 */
const COMPANY_VISITORS: readonly PersonaId[] = ['signed-out', 'company'];

/** Anyone but the owner asks for the challenger's assessment and is told it is not found. */
const notTheOwner = (persona: PersonaId): readonly ExpectedFailure[] =>
  persona === 'challenger' || persona === 'signed-out' ? [] : [{ method: 'GET', path: /^\/api\/visa\/v3\/(assessment|bookmark\/check)\//, status: 404 }];

/** A service id nobody owns: every signed-in visitor is told it was not found (the specialist service answers 404). */
export const NOBODYS_SERVICE_ID = '00000000-0000-4000-8000-00000000c0de';
const nobodysService = (persona: PersonaId): readonly ExpectedFailure[] =>
  persona === 'signed-out' ? [] : [{ method: 'GET', path: /^\/api\/visa\/v3\/services\/[^/]+$/, status: 404 }];

/** An expert without a specialist profile yet reads 404 for it: the screen offers to create one. */
const noProfileYet = (persona: PersonaId): readonly ExpectedFailure[] =>
  persona === 'pro' ? [{ method: 'GET', path: /^\/api\/specialist\/profile(\?|$)/, status: 404 }] : [];

/** Every screen of the product (the visa forms' steps and results have a guard of their own). */
export function guardRoutes(ids: GuardIds): GuardRoute[] {
  const plain = (p: string, pattern = p): GuardRoute => ({ path: p, pattern });
  const key = (p: string, pattern = p): GuardRoute => ({ path: p, pattern, key: true });
  return [
    key('/'),
    plain('/services'),
    plain('/services/overseas'),
    plain('/services/domestic'),
    plain('/services/korean'),
    key('/login'),
    key('/register'),
    plain('/forgot-password'),
    // Opened without the e-mailed token: each says the link is incomplete and makes no call.
    plain('/reset-password'),
    plain('/verify-email'),
    plain('/faq'),
    plain('/about'),
    plain('/contact'),
    plain('/privacy'),
    plain('/profile'),
    key('/tovspark', 'tovspark:index'),
    plain('/tovspark/challenges', 'tovspark:challenges'),
    plain('/tovspark/challenges/new', 'tovspark:challenges/new'),
    plain('/tovspark/leaderboard', 'tovspark:leaderboard'),
    plain('/tovspark/sparkpoints', 'tovspark:sparkpoints'),
    plain('/tovspark/talents', 'tovspark:talents'),
    plain('/tovspark/my-challenges', 'tovspark:my-challenges'),
    plain('/tovspark/templates', 'tovspark:templates'),
    plain('/tovspark/companies', 'tovspark::area/*'),
    plain('/tovplay'),
    plain('/bridge', '/bridge/*'),
    key('/visa/step1', 'visa:step1'),
    { path: `/visa/result/${ids.assessmentId}`, pattern: 'visa:result/:id', expected: notTheOwner, key: true },
    plain('/visa/history', 'visa:history'),
    plain('/visa/compare', 'visa:compare'),
    plain('/visa/bookmarks', 'visa:bookmarks'),
    plain('/visa/services', 'visa:services'),
    { path: `/visa/services/${NOBODYS_SERVICE_ID}`, pattern: 'visa:services/:id', expected: nobodysService },
    plain('/admin/tovspark'),
    plain('/dashboard'),
    key('/challenger-dashboard'),
    key('/pro-dashboard'),
    ...[
      key('/pro', 'pro:index'),
      plain('/pro/requests', 'pro:requests'),
      plain('/pro/services', 'pro:services'),
      plain('/pro/roadmaps', 'pro:roadmaps'),
      plain('/pro/schedules', 'pro:schedules'),
      plain('/pro/pricing', 'pro:pricing'),
      { path: '/pro/profile', pattern: 'pro:profile', expected: noProfileYet },
      plain('/pro/settlements', 'pro:settlements'),
    ].map((route) => ({ ...route, personas: WORKSPACE_VISITORS })),
    key('/company-dashboard'),
    ...[
      plain('/company', 'company:index'),
      plain('/company/employees', 'company:employees'),
      plain('/company/employees/new', 'company:employees/new'),
      plain('/company/employees/import', 'company:employees/import'),
      plain('/company/hiring', 'company:hiring'),
      plain('/company/analytics', 'company:analytics'),
      plain('/company/reports', 'company:reports'),
      plain('/company/compliance', 'company:compliance'),
      plain('/company/regulations', 'company:regulations'),
      plain('/company/settings', 'company:settings'),
    ].map((route) => ({ ...route, personas: COMPANY_VISITORS })),
    key('/admin-dashboard'),
    plain('/no/such/page', '*'),
  ];
}

/** Patterns the guard does not visit on its own, and why. */
export const NOT_VISITED: Record<string, string> = {
  '/admin/bridge': 'a redirect to /bridge/admin (the shell e2e checks it)',
  '/visa/*': 'the visa section: its screens are listed as visa:<path>',
  '/tovspark/*': 'the tovspark section: its screens are listed as tovspark:<path>',
  'visa:form/:visaType': 'every form step is visited by the visa forms guard',
  'visa:*': 'the not-found page, visited as *',
  'tovspark:challenges/:id': 'a challenge of the run: the tovspark e2e drives its tabs as each role',
  'tovspark:templates/:id': 'a template of the gallery: the templates e2e opens one as a company and as an applicant',
  '/pro/*': 'the specialist workspace: its screens are listed as pro:<path>',
  'pro:*': 'the not-found page, visited as *',
  'pro:requests/:id': 'a request of the run: the specialist e2e opens it as the chosen expert',
  'pro:services/:id': "the run's paid service: the specialist e2e moves it through its states",
  'pro:roadmaps/:id': "the run's client roadmap: the specialist e2e assigns it and sends messages",
  '/company/*': 'the company workspace: its screens are listed as company:<path>',
  'company:*': 'the not-found page, visited as *',
  'company:employees/:id': 'an employee of the run: the company e2e adds one and opens it',
  'company:compliance/:id': "the run's compliance item: the company e2e uploads a document and resolves it",
  'company:hiring/candidates/:id': "the run's candidate: the company-hiring e2e makes an offer and hires",
};

const SRC = path.join(__dirname, '..', '..', '..', 'src');

/** The route patterns the app declares: the route table (`path: '…'`) and the sections' own routes (`path="…"`). */
export function declaredPatterns(): string[] {
  const table = fs.readFileSync(path.join(SRC, 'app', 'routes.tsx'), 'utf8');
  const top = [...table.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!);
  const visa = fs.readFileSync(path.join(SRC, 'features', 'visa', 'VisaSection.tsx'), 'utf8');
  const section = [...visa.matchAll(/path="([^"]+)"/g)].map((m) => `visa:${m[1]}`);
  const spark = fs.readFileSync(path.join(SRC, 'features', 'tovspark', 'TovsparkSection.tsx'), 'utf8');
  const sparkRoutes = [...spark.matchAll(/<Route (index|path="([^"]+)")/g)].map((m) => `tovspark:${m[2] ?? 'index'}`);
  const pro = fs.readFileSync(path.join(SRC, 'features', 'specialist', 'SpecialistSection.tsx'), 'utf8');
  const proRoutes = [...pro.matchAll(/<Route (index|path="([^"]+)")/g)].map((m) => `pro:${m[2] ?? 'index'}`);
  const company = fs.readFileSync(path.join(SRC, 'features', 'company', 'CompanySection.tsx'), 'utf8');
  const companyRoutes = [...company.matchAll(/<Route (index|path="([^"]+)")/g)].map((m) => `company:${m[2] ?? 'index'}`);
  return [...top, ...section, ...sparkRoutes, ...proRoutes, ...companyRoutes];
}
