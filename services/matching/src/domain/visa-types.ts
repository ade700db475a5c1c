/** The visa types with a full assessment (spec 001 §1, §9): the ones a matching request can be about. */
export const ASSESSED_VISA_TYPES: readonly string[] = ['E-1', 'E-2', 'E-3', 'E-4', 'E-5', 'E-6', 'E-7', 'E-8', 'E-9', 'E-10', 'D-10', 'F-2', 'F-6'];

/** `F-2-7`, `e-7-4` and `E-7` are all visa type `E-7`/`F-2` for matching: specialists handle a type, not a subtype. */
export function baseVisaType(visaType: string): string {
  const match = /^([A-Za-z])-?(\d+)/.exec(visaType.trim());
  return match ? `${match[1]!.toUpperCase()}-${Number(match[2])}` : visaType.trim().toUpperCase();
}
