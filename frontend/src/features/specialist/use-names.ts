import { useTranslation } from 'react-i18next';

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

/** A document code (`PASSPORT`) by its name; null when the code is not one we know (the caller shows the service's title). */
export function useDocumentName() {
  const { t, i18n } = useTranslation('specialist');
  return (code: string): string | null => (i18n.exists(`specialist:documents.${code}`) ? t(`documents.${code}`) : null);
}

/** `NEW` / `new` / `EXTENSION` / `change` ... by its name. */
export function useApplicationTypeName() {
  const { t, i18n } = useTranslation('specialist');
  return (code: string): string => {
    const key = `applicationTypes.${code.toLowerCase()}`;
    return i18n.exists(`specialist:${key}`) ? t(key) : code;
  };
}
