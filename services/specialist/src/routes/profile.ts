import {
  ZPricingInputSchema,
  ZPricingSchema,
  ZSpecialistProfileInputSchema,
  ZSpecialistProfileSchema,
  ZSpecialistStatsSchema,
  ZSuccessEnvelopeSchema,
  ZVacationInputSchema,
  successEnvelope,
} from '@tov/contracts';
import { AppError, type RouteApp } from '@tov/kit';
import type { SpecialistDeps } from '../deps';
import { dedupePrices } from '../domain/pricing';
import { findProfile, pricesOf, profileView, ratingOf, replacePrices, saveProfile, setVacation, updateProfile } from '../store/profiles';
import { specialistStats } from '../store/stats';
import { requirePro, SPECIALIST_BASE } from './access';

const ZProfileAnswer = ZSuccessEnvelopeSchema(ZSpecialistProfileSchema);
const ZPricingAnswer = ZSuccessEnvelopeSchema(ZPricingSchema);

/** `/api/specialist/profile`, `/stats`, `/vacation`, `/pricing` (spec 002 §7): the caller's own only. */
export function profileRoutes(app: RouteApp, deps: SpecialistDeps): void {
  const now = deps.now ?? (() => new Date());
  const answerProfile = async (userId: string) => {
    const profile = await findProfile(deps.db, userId);
    if (!profile) throw new AppError('SPECIALIST_PROFILE_NOT_FOUND');
    return profileView(profile, await ratingOf(deps.db, userId), now());
  };

  app.get(
    `${SPECIALIST_BASE}/profile`,
    { schema: { summary: "The caller's specialist profile (rating from reviews, the current or next vacation)", response: { 200: ZProfileAnswer } } },
    async (request) => {
      const { userId } = requirePro(request);
      return successEnvelope(await answerProfile(userId));
    },
  );

  app.post(
    `${SPECIALIST_BASE}/profile`,
    {
      schema: {
        summary: "Create the caller's profile (201), or replace the fields of the one made at registration (200); publishes specialist.profile.updated",
        body: ZSpecialistProfileInputSchema,
        response: { 200: ZProfileAnswer, 201: ZProfileAnswer },
      },
    },
    async (request, reply) => {
      const { userId } = requirePro(request);
      const { created } = await saveProfile(deps.db, userId, request.body, now());
      return reply
        .status(created ? 201 : 200)
        .send(successEnvelope(await answerProfile(userId), created ? '프로필이 등록되었습니다.' : '프로필이 저장되었습니다.'));
    },
  );

  app.put(
    `${SPECIALIST_BASE}/profile`,
    {
      schema: {
        summary: "Edit the caller's profile; publishes specialist.profile.updated",
        body: ZSpecialistProfileInputSchema,
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => {
      const { userId } = requirePro(request);
      if (!(await updateProfile(deps.db, userId, request.body, now()))) throw new AppError('SPECIALIST_PROFILE_NOT_FOUND');
      return successEnvelope(await answerProfile(userId), '프로필이 저장되었습니다.');
    },
  );

  app.get(
    `${SPECIALIST_BASE}/stats`,
    {
      schema: {
        summary: "The caller's requests by status, quote acceptance rate, services, revenue this month (Asia/Seoul), rating",
        response: { 200: ZSuccessEnvelopeSchema(ZSpecialistStatsSchema) },
      },
    },
    async (request) => {
      const { userId } = requirePro(request);
      return successEnvelope(await specialistStats(deps.db, userId, now()));
    },
  );

  app.put(
    `${SPECIALIST_BASE}/vacation`,
    {
      schema: {
        summary: "Set the caller's vacation (inclusive dates, Asia/Seoul), or end it with nulls; publishes specialist.profile.updated",
        body: ZVacationInputSchema,
        response: { 200: ZProfileAnswer },
      },
    },
    async (request) => {
      const { userId } = requirePro(request);
      if (!(await setVacation(deps.db, userId, request.body, now()))) throw new AppError('SPECIALIST_PROFILE_NOT_FOUND');
      return successEnvelope(await answerProfile(userId), request.body.from === null ? '휴가가 해제되었습니다.' : '휴가가 등록되었습니다.');
    },
  );

  app.get(
    `${SPECIALIST_BASE}/pricing`,
    { schema: { summary: "The caller's price list (KRW per service option and visa type)", response: { 200: ZPricingAnswer } } },
    async (request) => {
      const { userId } = requirePro(request);
      const [prices, profile] = await Promise.all([pricesOf(deps.db, userId), findProfile(deps.db, userId)]);
      return successEnvelope({ prices, currency: 'KRW' as const, updatedAt: profile?.pricingUpdatedAt?.toISOString() ?? null });
    },
  );

  app.put(
    `${SPECIALIST_BASE}/pricing`,
    {
      schema: {
        summary: "Replace the caller's price list; publishes specialist.profile.updated with the lowest fee per option",
        body: ZPricingInputSchema,
        response: { 200: ZPricingAnswer },
      },
    },
    async (request) => {
      const { userId } = requirePro(request);
      const profile = await replacePrices(deps.db, userId, dedupePrices(request.body.prices), now());
      if (!profile) throw new AppError('SPECIALIST_PROFILE_NOT_FOUND');
      return successEnvelope(
        { prices: await pricesOf(deps.db, userId), currency: 'KRW' as const, updatedAt: profile.pricingUpdatedAt?.toISOString() ?? null },
        '가격표가 저장되었습니다.',
      );
    },
  );
}
