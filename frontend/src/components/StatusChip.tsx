import { useTranslation } from 'react-i18next';

/**
 * A status as a coloured chip, worded through `<group>.<status>` of the workspace's namespace `ns`
 * (its colour: `.status-<status>`, specialist.css).
 */
export function StatusChip({ ns, group, status, testId }: { ns: string; group: string; status: string; testId?: string }) {
  const { t } = useTranslation(ns);
  return (
    <span className={`chip status-chip status-${status}`} data-testid={testId}>
      {t(`${group}.${status}`)}
    </span>
  );
}
