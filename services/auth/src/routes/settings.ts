import type { FastifyInstance } from 'fastify';
import { ZUpdateUserSettingsSchema, successEnvelope } from '@tov/contracts';
import { parseInput, requireIdentity } from '@tov/kit';
import type { AuthDeps } from '../deps';
import { getSettings, saveSettings } from '../store/users';

/** `GET/PUT /api/v1/user/settings`: a user reads and changes only their own settings. */
export function settingsRoutes(app: FastifyInstance, deps: AuthDeps): void {
  app.get('/api/v1/user/settings', async (request) => {
    const { userId } = requireIdentity(request);
    return successEnvelope(await getSettings(deps.db, userId));
  });

  app.put('/api/v1/user/settings', async (request) => {
    const { userId } = requireIdentity(request);
    const patch = parseInput(ZUpdateUserSettingsSchema, request.body);
    const current = await getSettings(deps.db, userId);
    const next = {
      language: patch.language ?? current.language,
      notifications: { ...current.notifications, ...patch.notifications },
    };
    return successEnvelope(await saveSettings(deps.db, userId, next), '설정이 저장되었습니다.');
  });
}
