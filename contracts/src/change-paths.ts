/**
 * Which changes of status inside Korea are open, one copy for the visa assessment's change paths
 * (services/visa-assessment, engines/change-paths.ts) and the company's hiring visa gate
 * (services/company, domain/visa-gate.ts; decision 144). Moved here from visa-assessment's rule sets.
 *
 * Which changes of status a path may propose (issue 17: never a downgrade, restricted changes kept).
 * A path goes to a status of the same rank or higher than the one held: residence (F-2, F-6) is not
 * sent back to a work or job-seeking status, a work status not back to job seeking. The rank
 * order is ours, from what each status allows (the Immigration Act's activities per status).
 */
export const CHANGE_PATH_RULES = {
  /** Rank of a held status (base code); any status not listed (D-2, D-4, D-10, B, C, H-1, G-1, ...) ranks 1. */
  statusRank: {
    'F-5': 5,
    'F-2': 4,
    'F-4': 4,
    'F-6': 4,
    'E-1': 3,
    'E-2': 3,
    'E-3': 3,
    'E-4': 3,
    'E-5': 3,
    'E-6': 3,
    'E-7': 3,
    'D-7': 3,
    'D-8': 3,
    'D-9': 3,
    'E-8': 2,
    'E-9': 2,
    'E-10': 2,
    'H-2': 2,
  } as Readonly<Record<string, number>>,
  defaultRank: 1,
  /** Rank of each proposed status. */
  targetRank: { 'D-10': 1, 'E-7': 3, 'F-2': 4, 'F-5': 5 } as Readonly<Record<string, number>>,
  /**
   * Non-professional statuses that change to E-7 only through E-7-4 (E-7 manual, restricted changes;
   * visa-rules.md "E-7-4"): their holders are never proposed E-7-1.
   */
  e7OnlyThroughE74: ['E-8', 'E-9', 'E-10', 'H-2'] as readonly string[],
  /**
   * Application types that keep the status assessed: E-9's CHANGE is a change of workplace or
   * industry by an E-9 worker (spec 002 §3: currentIndustry, targetIndustry, hasValidEpsRegistration),
   * so the applicant holds E-9 as on an extension.
   */
  changeWithinStatus: ['E-9'] as readonly string[],
  /**
   * E-7-4 for the E-9, E-10 and H-2 worker (issue 24 item 22; visa-rules.md "E-7-4" and facts of
   * 2026-11-24): always shown to a holder of those statuses, open when every condition of
   * e7-4-current-v1 is met, else with what is missing. Employment: a stated status other than
   * EMPLOYED fails (the worker must be in work under a contract); none stated counts as employed,
   * since those statuses are held through an employer. The E-9 industry names the E-7-4 field,
   * whose contract floor applies (agriculture: 25M; SERVICE names none: 26M).
   */
  e74ForWorkers: {
    /** The only statuses that change to E-7-4 (visa-rules.md "E-7-4"; e7-4 rule sets' `eligibleVisas`). */
    fromStatuses: ['E-9', 'E-10', 'H-2'] as readonly string[],
    /** Years on those statuses within the last 10. */
    minYears: 4,
    employedStatuses: ['EMPLOYED'] as readonly string[],
    industryField: { MANUFACTURING: 'MANUFACTURING', CONSTRUCTION: 'CONSTRUCTION', AGRICULTURE: 'AGRICULTURE_LIVESTOCK', FISHERY: 'FISHERY' } as Readonly<
      Record<string, string>
    >,
  },
  /** F-2-7 holders: F-5 (F-5-16) after 3 years on F-2-7 with income of at least the GNI per capita (the multiple is uncertain). */
  f5FromF27: { minYears: 3, gniShare: 1 },
  source: 'issue 17 (change paths); visa-rules.md "E-7-4", "F-2 subtypes"; taesin1970.kr (F-5 after D-7..E-7 or F-2 with income >= GNI)',
} as const;
