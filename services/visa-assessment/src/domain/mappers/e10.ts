import { text } from '../normalise';
import { documentFields, genericProfileFields, personal } from './common-groups';
import { shapeMapper, type InputBase } from './define-mapper';
import { group, num, str, strList, type Codec, type Infer } from './fields';

/** spec 002 §3: E-10 metadata carries formVersion 1.0. */
export const E10_FORM_VERSION = '1.0';

// submittedAt keeps a stored value; a new form is stamped with the injected clock.
const submittedAt: Codec<string> = (v, ctx) => text(v) || ctx.now;

// spec 002 §3 "E-10 (vessel crew)". contractPeriod is in months (6-month minimum, visa-rules.md).
const base = {
  personalInfo: personal(),
  ...genericProfileFields,
  e10SubType: str(),
  crewMemberStatus: str(),
  requiredDocuments: strList(),
  vesselTonnage: group({ e10_1: num(), e10_2: num(), e10_3: num() }),
  businessLegitimacy: str(),
  contractPeriod: num(),
  currentVisaStatus: str(),
  healthAndCriminalDocuments: str(),
  insuranceStatus: str(),
  reemploymentStatus: str(),
  penaltyHistory: str(),
  score: num(),
  metadata: group({ submittedAt, formVersion: str(E10_FORM_VERSION) }),
  ...documentFields,
};

export type E10Input = InputBase<'E-10'> & Infer<typeof base>;

export const e10Mapper = shapeMapper<E10Input>('E-10', base);
