import type {
  TCreatedFromTemplate,
  TCreateFromTemplate,
  TTemplate,
  TTemplateCategories,
  TTemplateGallery,
  TTemplateLanguage,
  TTemplateList,
  TTemplateListQuery,
  TTemplateRating,
  TTemplateUse,
} from '@tov/contracts';
import { http, unwrap } from './http-client';
import { CHALLENGE_TIMEOUT_MS } from './tovspark-api';

const TEMPLATES = '/v1/challenges/templates';
const opts = { timeout: CHALLENGE_TIMEOUT_MS };
const id = (value: string) => encodeURIComponent(value);

function params(query: Record<string, string | number | undefined>): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}

/**
 * Challenge templates (spec 002 §7 "Templates", base /v1/challenges). Reads a screen shows itself
 * ask for no toast; rating and using toast their failure (spec 002 §8).
 */
export const templatesApi = {
  async list(query: Partial<TTemplateListQuery>): Promise<TTemplateList> {
    const res = await http.get(TEMPLATES, { ...opts, params: params(query), silent: true });
    return unwrap<TTemplateList>(res.data);
  },
  async gallery(language?: TTemplateLanguage): Promise<TTemplateGallery> {
    const res = await http.get(`${TEMPLATES}/gallery`, { ...opts, params: params({ language }), silent: true });
    return unwrap<TTemplateGallery>(res.data);
  },
  async categories(language?: TTemplateLanguage): Promise<TTemplateCategories> {
    const res = await http.get(`${TEMPLATES}/categories`, { ...opts, params: params({ language }), silent: true });
    return unwrap<TTemplateCategories>(res.data);
  },
  async template(templateId: string): Promise<TTemplate> {
    const res = await http.get(`${TEMPLATES}/${id(templateId)}`, { ...opts, silent: true });
    return unwrap<TTemplate>(res.data);
  },
  async rate(templateId: string, rating: number): Promise<TTemplateRating> {
    const res = await http.post(`${TEMPLATES}/${id(templateId)}/rate`, { rating }, opts);
    return unwrap<TTemplateRating>(res.data);
  },
  async use(templateId: string): Promise<TTemplateUse> {
    const res = await http.post(`${TEMPLATES}/${id(templateId)}/use`, {}, opts);
    return unwrap<TTemplateUse>(res.data);
  },
  /** A draft (or a challenge sent to review) of the caller's from a template; the form's fields are the overrides. */
  async createFromTemplate(body: TCreateFromTemplate): Promise<TCreatedFromTemplate> {
    const res = await http.post('/v1/challenges/create-from-template', body, { ...opts, silent: true });
    return unwrap<TCreatedFromTemplate>(res.data);
  },
};
