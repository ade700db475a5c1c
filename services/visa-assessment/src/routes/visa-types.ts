import {
  ZRequiredFieldsQuerySchema,
  ZRequiredFieldsSchema,
  ZSuccessEnvelopeSchema,
  ZVisaTypeListSchema,
  ZVisaTypeParamsSchema,
  successEnvelope,
  type TVisaTypeEntry,
} from '@tov/contracts';
import type { RouteApp } from '@tov/kit';
import { getGuidedDocuments, getRequiredDocuments, normaliseApplicationType, normaliseVisaCode, VISA_TYPES } from '../domain';
import type { VisaDeps } from '../deps';
import { toAppError } from '../domain-errors';
import { ResponseCache, TYPES_CACHE_KEY } from '../store/cache';

/** The 37 statuses of stay, full assessments first; cached (x-cache) since they change only with a release. */
export function visaTypeRoutes(app: RouteApp, deps: VisaDeps): void {
  const cache = new ResponseCache(deps.redis, deps.cacheTtlSeconds);

  app.get(
    '/api/visa/v3/types',
    {
      schema: { summary: 'The statuses of stay, fully assessed ones first (cached: x-cache)', response: { 200: ZSuccessEnvelopeSchema(ZVisaTypeListSchema) } },
    },
    async (_request, reply) => {
      const cached = await cache.get<TVisaTypeEntry[]>(TYPES_CACHE_KEY);
      void reply.header('x-cache', cached ? 'HIT' : 'MISS');
      if (cached) return successEnvelope(cached);
      const types = [...VISA_TYPES]
        .sort((a, b) => Number(b.fullAssessment) - Number(a.fullAssessment))
        .map((t) => ({ code: t.code, name: t.nameKo, nameKo: t.nameKo, nameEn: t.nameEn, fullAssessment: t.fullAssessment }));
      await cache.set(TYPES_CACHE_KEY, types);
      return successEnvelope(types);
    },
  );

  app.get(
    '/api/visa/v3/required-fields/:visaType',
    {
      schema: {
        summary: 'The documents a visa type (and sub-type) asks for',
        params: ZVisaTypeParamsSchema,
        querystring: ZRequiredFieldsQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZRequiredFieldsSchema) },
      },
    },
    async (request) => {
      const { applicationType, subtype } = request.query;
      const visaType = normaliseVisaCode(request.params.visaType);
      // A listed type without an assessment (the 24 guided ones) answers its document guide, NEW/EXTENSION/CHANGE.
      const guided = getGuidedDocuments(visaType, applicationType);
      if (guided) return successEnvelope({ visaType, ...guided });
      try {
        const documents = getRequiredDocuments(visaType, applicationType, subtype);
        return successEnvelope({ visaType, applicationType: normaliseApplicationType(visaType, applicationType), documents });
      } catch (error) {
        throw toAppError(error);
      }
    },
  );
}
