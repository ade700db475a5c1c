import { useTranslation } from 'react-i18next';

/** A visa type by its name in the interface language (the shell's names, then the workspace's for those it lacks, else the code). */
export function useVisaName() {
  const { t, i18n } = useTranslation('company');
  return (code: string): string => {
    if (i18n.exists(`translation:visaTypes.${code}`)) return t(`translation:visaTypes.${code}`);
    return i18n.exists(`company:visaNames.${code}`) ? t(`visaNames.${code}`) : code;
  };
}

/** A nationality of the contracts' list by its name in the interface language (the shell's names). */
export function useNationalityName() {
  const { t, i18n } = useTranslation('company');
  return (code: string): string => (i18n.exists(`translation:nationalities.${code}`) ? t(`translation:nationalities.${code}`) : code);
}
