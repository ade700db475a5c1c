import type { TChallengeList, TChallengeListQuery, TSubmission, TTalent, TTalentContactResult, TTalentList, TTalentListQuery } from '@tov/contracts';
import { http, unwrap } from './http-client';
import { CHALLENGE_TIMEOUT_MS } from './tovspark-api';

const opts = { timeout: CHALLENGE_TIMEOUT_MS };
const id = (value: string) => encodeURIComponent(value);

function params<T extends object>(query: Partial<T>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') out[k] = v as string | number;
  return out;
}

/**
 * The company API of the challenge program (spec 002 §7 "Company API", base /api/tovspark):
 * a company's own challenges and the talent search. Reads show their failure on the screen (no
 * toast); the contact's failure is worded by the dialog.
 */
export const tovsparkCompanyApi = {
  async myChallenges(query: Partial<TChallengeListQuery>): Promise<TChallengeList> {
    const res = await http.get('/tovspark/challenges', { ...opts, params: params(query), silent: true });
    return unwrap<TChallengeList>(res.data);
  },
  /** What was handed in to one of the company's own challenges, with the admins' scores (not in spec 002 §7: decision 119). */
  async submissions(challengeId: string): Promise<TSubmission[]> {
    const res = await http.get(`/tovspark/challenges/${id(challengeId)}/submissions`, { ...opts, params: { limit: 100 }, silent: true });
    return unwrap<{ items: TSubmission[] }>(res.data).items;
  },
  async talents(query: Partial<TTalentListQuery>): Promise<TTalentList> {
    const res = await http.get('/tovspark/talents', { ...opts, params: params(query), silent: true });
    return unwrap<TTalentList>(res.data);
  },
  async talent(talentId: string): Promise<TTalent> {
    const res = await http.get(`/tovspark/talents/${id(talentId)}`, { ...opts, silent: true });
    return unwrap<TTalent>(res.data);
  },
  /** One message per click: the key makes a retried request answer the first contact (one e-mail). */
  async contact(talentId: string, message: string, idempotencyKey: string): Promise<TTalentContactResult> {
    const res = await http.post(
      `/tovspark/talents/${id(talentId)}/contact`,
      { message },
      { ...opts, silent: true, headers: { 'Idempotency-Key': idempotencyKey } },
    );
    return unwrap<TTalentContactResult>(res.data);
  },
};
