import { useTranslation } from 'react-i18next';

/** The page-loading spinner with its text, shown while a lazy screen loads (spec 000 §2). */
export function PageSpinner({ label }: { label?: string }) {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? (ready ? t('common.loadingPage') : '페이지를 불러오는 중...')}</span>
    </div>
  );
}
