import { GATE_REASONS, hireVisaRuleFor, occupationByCode, type TGateReason, type TVisaGate } from '@tov/contracts';

/** What the pipeline knows of the candidate: the status their tovspark profile names, and its experience. */
export interface GateCandidate {
  visaType: string | null;
  experienceYears: number | null;
}

/** The offer's terms the gate reads. */
export interface GateOffer {
  occupationCode: string;
  salary: number;
}

/** `D-10-1` → `D-10`, `e-7-1` → `E-7`: the status; the sub-type is kept apart (`E-7-1`). */
export function splitVisaCode(value: string | null): { base: string; subType: string | null } | null {
  const match = /^([A-Z])-?(\d{1,2})(?:-?(\d{1,3}|R))?$/.exec((value ?? '').trim().toUpperCase());
  if (!match) return null;
  const base = `${match[1]}-${match[2]}`;
  return { base, subType: match[3] ? `${base}-${match[3]}` : null };
}

const won = (n: number) => `${n.toLocaleString('en-US')}원`;

/** The qualification reason, with the profile's experience named when known (it is a lead, not proof). */
function withProfile(reason: TGateReason, candidate: GateCandidate): TGateReason {
  if (reason.code !== 'E7_QUALIFICATION' || candidate.experienceYears === null) return reason;
  return { ...reason, ko: `${reason.ko} (프로필 경력 ${candidate.experienceYears}년)` };
}

/**
 * The visa gate (issue 21; decision 144): may the candidate take the offered E-7 job on the status
 * they hold, after a change of status inside Korea (which one and what is missing), or not at all.
 * Pure: the rule table is contracts' hire-visa-rules.ts; the pay floor is the occupation's. A pay
 * under the floor is a warning, never a refusal (the company may still raise it).
 */
export function evaluateVisaGate(candidate: GateCandidate, offer: GateOffer): TVisaGate {
  const occupation = occupationByCode(offer.occupationCode);
  if (!occupation) throw new Error(`occupation ${offer.occupationCode} is not on the official list`);
  const subType = occupation.subType;
  const held = splitVisaCode(candidate.visaType);
  const warnings: TGateReason[] = [];
  if (occupation.payFloorKrw !== undefined && offer.salary < occupation.payFloorKrw) {
    const floor = GATE_REASONS.PAY_BELOW_FLOOR;
    warnings.push({ ...floor, ko: `${floor.ko} (제안 ${won(offer.salary)}, ${subType} 기준 ${won(occupation.payFloorKrw)})` });
  }
  const common = { currentVisa: held ? (held.subType ?? held.base) : null, occupationCode: occupation.code, offeredSubType: subType, warnings };
  if (!held) {
    return {
      ...common,
      verdict: 'needs_change',
      changeTo: subType,
      missing: [GATE_REASONS.CURRENT_VISA_UNKNOWN],
      ruleId: 'visa-unknown',
      source: occupation.source,
    };
  }
  const rule = hireVisaRuleFor(held.base);
  const outcome = rule.outcome(subType, held.subType);
  return {
    ...common,
    verdict: outcome.verdict,
    changeTo: outcome.verdict === 'needs_change' ? subType : null,
    missing: outcome.missing.map((code) => withProfile(GATE_REASONS[code], candidate)),
    ruleId: rule.id,
    source: `${rule.source}; ${occupation.source}`,
  };
}
