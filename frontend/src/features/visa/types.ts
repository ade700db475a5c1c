/** Visa API shapes as spec 001 §3/§7 give them (until contracts/src/http/visa.ts lands). */
export type ApplicationType = 'NEW' | 'EXTENSION' | 'CHANGE' | 'C1' | 'C2' | 'C3';

export interface VisaTypeEntry {
  code: string;
  nameKo: string;
  nameEn: string;
  fullAssessment: boolean;
}

export interface BreakdownItem {
  criterion: string;
  label: string;
  points: number;
  maxPoints: number;
  passed?: boolean;
  applicantValue?: unknown;
  threshold?: unknown;
  improvement?: string | null;
}

export interface Recommendation {
  title?: string;
  description?: string;
  message?: string;
  priority?: string;
}

export interface ChangePath {
  reason?: unknown;
  visaSubtype?: string | null;
  toVisa?: string;
  targetVisa?: string;
  visaType?: string;
  title?: string;
  description?: string;
  requirements?: string[];
  score?: number;
}

export interface Assessment {
  assessmentId: string;
  evaluationId: string;
  visaType: string;
  applicationType: ApplicationType;
  eligible: boolean;
  score: number;
  recommendations: (string | Recommendation)[];
  changePaths: (string | ChangePath)[];
  evaluatedAt: string;
  breakdown: BreakdownItem[];
  missingDocuments: string[];
  ruleSetId?: string;
  /** Pass mark in points of the score table (F-2-7: 80). */
  passMark?: number;
  /** The table's points: total, maximum, and the pass line on the 0-100 score. */
  totalPoints?: number;
  maxPoints?: number;
  passScore?: number;
  roadmap?: { step?: number; title?: unknown; detail?: unknown }[];
}

export interface EvaluateOptions {
  autoSave: boolean;
  includeRoadmap: boolean;
  detailed: boolean;
  quickCheck: boolean;
  recommendationMode: boolean;
  changePathMode: boolean;
}

export interface EvaluateRequest {
  visaType: string;
  applicationType: ApplicationType;
  userData: Record<string, unknown>;
  userId?: string;
  mode?: 'smart';
  options: EvaluateOptions;
  evaluationInput?: Record<string, unknown>;
}

export const DATE_RANGES = ['7d', '30d', '90d', '1y', 'all'] as const;
export interface HistoryFilters {
  visaType?: string;
  dateRange?: '' | (typeof DATE_RANGES)[number];
  status?: '' | 'eligible' | 'ineligible';
}

export interface HistoryPage {
  evaluations: Assessment[];
  page: number;
  limit: number;
  total: number;
}

export interface Expert {
  expertId: string;
  name: string;
  score?: number;
  rank?: number;
  expertise?: string[];
  languages?: string[];
  rating?: number;
  serviceOptions?: string[];
}

export interface MatchingRequest {
  matchingId: string;
  assessmentId: string;
  status: string;
  experts: Expert[];
  selectedExpertId?: string | null;
}
