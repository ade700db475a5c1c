import { ZSuccessEnvelopeSchema, ZUpdateUserSettingsSchema, ZUserSettingsSchema, successEnvelope } from '@tov/contracts';
import { requireIdentity, type RouteApp } from '@tov/kit';
import type { AuthDeps } from '../deps';
import { getSettings, saveSettings } from '../store/users';

/** `GET/PUT /api/v1/user/settings`: a user reads and changes only their own settings. */
const ZSettingsAnswer = ZSuccessEnvelopeSchema(ZUserSettingsSchema);

export function settingsRoutes(app: RouteApp, deps: AuthDeps): void {
  app.get('/api/v1/user/settings', { schema: { summary: "The caller's settings", response: { 200: ZSettingsAnswer } } }, async (request) => {
    const { userId } = requireIdentity(request);
    return successEnvelope(await getSettings(deps.db, userId));
  });

  app.put(
    '/api/v1/user/settings',
    { schema: { summary: "Change the caller's language or notifications", body: ZUpdateUserSettingsSchema, response: { 200: ZSettingsAnswer } } },
    async (request) => {
      const { userId } = requireIdentity(request);
      const patch = request.body;
      const current = await getSettings(deps.db, userId);
      const next = {
        language: patch.language ?? current.language,
        notifications: { ...current.notifications, ...patch.notifications },
      };
      return successEnvelope(await saveSettings(deps.db, userId, next), '설정이 저장되었습니다.');
    },
  );
}
