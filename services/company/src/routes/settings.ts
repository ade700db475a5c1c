import { COMPANY_BASE, ZNotificationSettingsInputSchema, ZNotificationSettingsSchema, ZSuccessEnvelopeSchema, successEnvelope } from '@tov/contracts';
import type { RouteApp } from '@tov/kit';
import type { CompanyDeps } from '../deps';
import { findSettings, saveSettings, toSettings } from '../store/settings';
import { companyIdOf } from './access';

const SETTINGS_PATH = `${COMPANY_BASE}/settings/notifications`;

/** Notification settings: which e-mails, the HR address, the lead time per visa type (services/company/README.md). */
export function settingsRoutes(app: RouteApp, deps: CompanyDeps): void {
  app.get(
    SETTINGS_PATH,
    {
      schema: { summary: "The company's notification settings (defaults until saved)", response: { 200: ZSuccessEnvelopeSchema(ZNotificationSettingsSchema) } },
    },
    async (request) => successEnvelope(toSettings(await findSettings(deps.db, companyIdOf(request)))),
  );

  app.put(
    SETTINGS_PATH,
    {
      schema: {
        summary: 'Save the notification settings: a field left out stays; lead times given replace those types only',
        body: ZNotificationSettingsInputSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZNotificationSettingsSchema) },
      },
    },
    async (request) => {
      const companyId = companyIdOf(request);
      const saved = await saveSettings(deps.db, companyId, request.body);
      request.log.info({ companyId }, 'notification settings saved');
      return successEnvelope(toSettings(saved), '알림 설정을 저장했습니다.');
    },
  );
}
