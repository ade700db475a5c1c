import type { FastifyInstance } from 'fastify';
import { ZRequiredFieldsQuerySchema, successEnvelope } from '@tov/contracts';
import { parseInput } from '@tov/kit';
import { getRequiredDocuments, normaliseApplicationType, normaliseVisaCode, VISA_TYPES } from '../domain';
import type { VisaDeps } from '../deps';
import { toAppError } from '../domain-errors';
import { ResponseCache, TYPES_CACHE_KEY } from '../store/cache';

/** The 37 statuses of stay, full assessments first; cached (x-cache) since they change only with a release. */
export function visaTypeRoutes(app: FastifyInstance, deps: VisaDeps): void {
  const cache = new ResponseCache(deps.redis, deps.cacheTtlSeconds);

  app.get('/api/visa/v3/types', async (_request, reply) => {
    const cached = await cache.get<unknown[]>(TYPES_CACHE_KEY);
    void reply.header('x-cache', cached ? 'HIT' : 'MISS');
    if (cached) return successEnvelope(cached);
    const types = [...VISA_TYPES]
      .sort((a, b) => Number(b.fullAssessment) - Number(a.fullAssessment))
      .map((t) => ({ code: t.code, name: t.nameKo, nameKo: t.nameKo, nameEn: t.nameEn, fullAssessment: t.fullAssessment }));
    await cache.set(TYPES_CACHE_KEY, types);
    return successEnvelope(types);
  });

  app.get<{ Params: { visaType: string } }>('/api/visa/v3/required-fields/:visaType', async (request) => {
    const { applicationType } = parseInput(ZRequiredFieldsQuerySchema, request.query);
    const visaType = normaliseVisaCode(request.params.visaType);
    try {
      const documents = getRequiredDocuments(visaType, applicationType);
      return successEnvelope({ visaType, applicationType: normaliseApplicationType(visaType, applicationType), documents });
    } catch (error) {
      throw toAppError(error);
    }
  });
}
