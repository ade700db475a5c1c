import { talentContactedV1 } from '@tov/contracts';
import type { OutboxMessage } from '@tov/kit';
import type { Talent, TalentContact } from '../generated/prisma/client';
import { SOURCE } from './published';

/** The talent's status as a company's visa gate should read it: the one given at sign-up (held), else the latest assessed. */
export const heldVisaType = (talent: Pick<Talent, 'registeredVisaType' | 'visaType'>): string | null => talent.registeredVisaType ?? talent.visaType;

/** `tovspark.talent.contacted`: written with the contact; the company service takes the talent into its pipeline. Never the talent's e-mail. */
export function talentContactedEvent(contact: TalentContact, talent: Talent): OutboxMessage<typeof talentContactedV1> {
  return {
    event: talentContactedV1,
    key: talent.userId,
    source: SOURCE,
    data: {
      contactId: contact.id,
      companyId: contact.companyId,
      talentId: talent.userId,
      talentName: talent.name,
      nationality: talent.nationality,
      visaType: heldVisaType(talent),
      experienceYears: talent.experience,
      message: contact.message,
      contactedAt: contact.createdAt.toISOString(),
    },
  };
}
