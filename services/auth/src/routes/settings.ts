import { ZSuccessEnvelopeSchema, ZUpdateUserSettingsSchema, ZUserSettingsSchema, successEnvelope } from '@tov/contracts';
import { AppError, requireIdentity, type RouteApp } from '@tov/kit';
import type { AuthDeps } from '../deps';
import { findUserById, getSettings, mayBeTalent, saveSettings } from '../store/users';

/** `GET/PUT /api/v1/user/settings`: a user reads and changes only their own settings. */
const ZSettingsAnswer = ZSuccessEnvelopeSchema(ZUserSettingsSchema);

export function settingsRoutes(app: RouteApp, deps: AuthDeps): void {
  app.get('/api/v1/user/settings', { schema: { summary: "The caller's settings", response: { 200: ZSettingsAnswer } } }, async (request) => {
    const { userId } = requireIdentity(request);
    return successEnvelope(await getSettings(deps.db, userId));
  });

  app.put(
    '/api/v1/user/settings',
    {
      schema: {
        summary: "Change the caller's language, notifications or talent-search visibility (turning it on: applicants only, 403 otherwise)",
        body: ZUpdateUserSettingsSchema,
        response: { 200: ZSettingsAnswer },
      },
    },
    async (request) => {
      const { userId } = requireIdentity(request);
      const patch = request.body;
      const current = await getSettings(deps.db, userId);
      const next = {
        language: patch.language ?? current.language,
        notifications: { ...current.notifications, ...patch.notifications },
        privacy: { ...current.privacy, ...patch.privacy },
      };
      // Only an applicant can be in the companies' talent search (docs/decisions/127-talent-search-opt-in.md);
      // turning it off is always allowed.
      if (next.privacy.visibleToCompanies && !current.privacy.visibleToCompanies) {
        const user = await findUserById(deps.db, userId);
        if (!user || !mayBeTalent(user)) throw new AppError('PERMISSION_DENIED');
      }
      const saved = await saveSettings(deps.db, userId, next);
      if (saved.privacy.visibleToCompanies !== current.privacy.visibleToCompanies)
        request.log.info({ userId, visibleToCompanies: saved.privacy.visibleToCompanies }, 'talent-search visibility changed');
      return successEnvelope(saved, '설정이 저장되었습니다.');
    },
  );
}
