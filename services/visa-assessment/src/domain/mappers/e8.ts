import { key, obj, text } from '../normalise';
import { documentFields, genericProfileFields, personal } from './common-groups';
import { shapeMapper, type InputBase } from './define-mapper';
import { date, flag, group, num, str, type Codec, type Infer } from './fields';

export type E8Industry = 'FISHERY' | 'AGRICULTURE' | 'LIVESTOCK';

export const FISHERY_WORK = /FISH|SEA|AQUA|OYSTER|LAVER|SHELL|SQUID|ANCHOV|MARINE|BOAT/;
export const LIVESTOCK_WORK = /LIVESTOCK|CATTLE|DAIRY|PIG|HOG|POULTRY|CHICKEN|COW|GOAT|BEEF|EGG/;
/** Words that name farm work. The mapper derives AGRICULTURE for any other work (spec 002 §3); the current rules need one of these. */
export const FARM_WORK =
  /AGRI|FARM|CROP|HARVEST|FRUIT|VEGETABLE|RICE|GREENHOUSE|HORTICULT|ORCHARD|BERR|APPLE|PEAR|GRAPE|CITRUS|PEPPER|CABBAGE|GARLIC|ONION|POTATO|GINSENG|MUSHROOM|TOBACCO|농|과수|채소|수확/;

/** spec 002 §3: the E-8 industry is derived from the work type as FISHERY, AGRICULTURE or LIVESTOCK. */
export function industryFromWorkType(workType: unknown): E8Industry | '' {
  const k = key(workType);
  if (!k) return '';
  if (FISHERY_WORK.test(k)) return 'FISHERY';
  if (LIVESTOCK_WORK.test(k)) return 'LIVESTOCK';
  return 'AGRICULTURE';
}

// The work type wins over a stored industry, so an edited work type never keeps a stale industry.
const derivedIndustry: Codec<string> = (v, ctx, parent) =>
  industryFromWorkType(obj(ctx.root['seasonalEmploymentInfo'])['seasonalWorkType']) || industryFromWorkType(parent['specificWork']) || text(v);

// spec 002 §3 "E-8 (seasonal work)"; defaults from spec 002 §3 and §9.
const base = {
  personalInfo: personal(),
  ...genericProfileFields,
  healthStatus: str('GOOD'),
  physicalFitness: str('FIT'),
  agriculturalTraining: flag(),
  fisheryTraining: flag(),
  vocationalTraining: flag(),
  seasonalEmploymentInfo: group({
    contractType: str('SEASONAL'),
    seasonalWorkType: str(),
    workLocation: str(),
    workPeriod: num(), // months: 5, extendable to 8 (visa-rules.md)
    accommodationProvided: flag(),
  }),
  experience: group({ agricultural: num(), fishery: num(), seasonal: num(), previousSeasons: num() }),
  workInstructionComprehension: str('ADEQUATE'),
  seasonalWorkDetails: group({
    industry: derivedIndustry,
    specificWork: str(),
    workSeason: str(),
    dailyWorkHours: num(8),
    weeklyWorkDays: num(6),
    overtimeExpected: flag(),
  }),
  employerDetails: group({
    farmSize: num(),
    employeeCount: num(),
    previousForeignWorkers: num(),
    employerRegistration: str(),
    workplaceConditions: str(),
  }),
  workingConditions: str(),
  physicalRequirements: str(),
  ...documentFields,
};
const extension = { reason: str('SEASON_CONTINUATION'), attendanceRate: num(100), employerSatisfaction: str('SATISFIED') };
const newApplication = {
  arrivalDate: date(),
  seasonStartDate: date(),
  seasonEndDate: date(),
  returnTicketBooked: flag(),
  emergencyContact: str(),
};

export type E8Input = InputBase<'E-8'> & Infer<typeof base> & Partial<Infer<typeof extension> & Infer<typeof newApplication>>;

export const e8Mapper = shapeMapper<E8Input>('E-8', base, { NEW: newApplication, EXTENSION: extension });
