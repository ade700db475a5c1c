import type { talentContactedV1 } from '@tov/contracts';
import type { EventOf } from '@tov/kit';
import { takeInContactedTalent } from '../store/candidate-intake';
import type { CompanyTx } from '../store/db';

/** `tovspark.talent.contacted`: the company contacted a talent, who becomes (or moves on as) a candidate at `contacted`. */
export async function onTalentContacted(event: EventOf<typeof talentContactedV1>, tx: CompanyTx): Promise<void> {
  const { data } = event;
  await takeInContactedTalent(tx, {
    companyId: data.companyId,
    userId: data.talentId,
    profile: { name: data.talentName, nationality: data.nationality, visaType: data.visaType, experienceYears: data.experienceYears },
    message: data.message,
    contactedAt: new Date(data.contactedAt),
  });
}
