import { useTranslation } from 'react-i18next';
import { documentName, roadmapStepName } from '@tov/contracts';
import { baseLanguage } from '../../i18n/languages';

/**
 * Codes the services send, named in the interface language: a visa type (the shell's names, then
 * the workspace's for the few the shell lacks, else the code itself), a document of the
 * assessment's checklist, an application type.
 */
export function useVisaName() {
  const { t, i18n } = useTranslation('specialist');
  return (code: string): string => {
    if (i18n.exists(`translation:visaTypes.${code}`)) return t(`translation:visaTypes.${code}`);
    return i18n.exists(`specialist:visaNames.${code}`) ? t(`visaNames.${code}`) : code;
  };
}

/**
 * A document code (`PASSPORT`) by its name (contracts' DOCUMENT_NAMES, the names the client reads too);
 * null when the code is not one we know (the caller shows the service's title).
 */
export function useDocumentName() {
  const { i18n } = useTranslation('specialist');
  const lng = baseLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (code: string): string | null => documentName(code, lng);
}

/** A roadmap step by the name the client reads for it too (contracts' roadmapStepName); null when unknown. */
export function useRoadmapStepName() {
  const { i18n } = useTranslation('specialist');
  const lng = baseLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (step: { kind: string; key: string }): string | null => roadmapStepName(step, lng);
}

/** `NEW` / `new` / `EXTENSION` / `change` ... by its name. */
export function useApplicationTypeName() {
  const { t, i18n } = useTranslation('specialist');
  return (code: string): string => {
    const key = `applicationTypes.${code.toLowerCase()}`;
    return i18n.exists(`specialist:${key}`) ? t(key) : code;
  };
}
