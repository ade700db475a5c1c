import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { loadVisaApi } from '../../api/lazy-apis';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { FULL_ASSESSMENT_CODES, VISA_FORMS } from './forms/definitions';
import { loadDraft } from './forms/form-logic';
import type { ApplicationType, VisaTypeEntry } from './types';
import { VisaNav } from './VisaNav';
import { visaTypesRequested } from './visa-slice';

/** The 13 with a full assessment first, then the other types of GET /types (spec 001 §7). */
export function orderVisaTypes(types: VisaTypeEntry[]): { full: VisaTypeEntry[]; other: VisaTypeEntry[] } {
  const known = types.length > 0 ? types : FULL_ASSESSMENT_CODES.map((code) => ({ code, nameKo: code, nameEn: code, fullAssessment: true }));
  const full = known.filter((t) => t.fullAssessment && VISA_FORMS[t.code]);
  const other = known.filter((t) => !(t.fullAssessment && VISA_FORMS[t.code]));
  const order = (a: VisaTypeEntry, b: VisaTypeEntry) => a.code.localeCompare(b.code, 'en', { numeric: true });
  return { full: full.sort(order), other: other.sort(order) };
}

export function applicationTypesFor(code: string): readonly ApplicationType[] {
  return VISA_FORMS[code]?.applicationTypes ?? ['NEW', 'EXTENSION', 'CHANGE'];
}

export default function Step1Page() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const types = useAppSelector((s) => s.visa.types);
  const [code, setCode] = useState<string>('');
  const [applicationType, setApplicationType] = useState<ApplicationType>('NEW');
  const [documents, setDocuments] = useState<string[] | null>(null);
  const lng = i18n.resolvedLanguage ?? 'ko';

  // Once per visit: a list that failed before is asked for again.
  useEffect(() => {
    if (types.status === 'idle' || types.status === 'error') dispatch(visaTypesRequested());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);

  const { full, other } = useMemo(() => orderVisaTypes(types.items), [types.items]);
  const selectedFull = Boolean(VISA_FORMS[code]) && full.some((t) => t.code === code);

  const choose = (next: string) => {
    setCode(next);
    const appTypes = applicationTypesFor(next);
    setApplicationType(appTypes[0]!);
    setDocuments(null);
    if (!full.some((t) => t.code === next)) {
      void loadVisaApi()
        .then((api) => api.requiredDocuments(next, 'NEW'))
        .then(setDocuments, () => setDocuments([]));
    }
  };

  const name = (t: VisaTypeEntry) => (lng.startsWith('ko') ? t.nameKo : t.nameEn);
  const draft = code ? loadDraft(code) : null;

  return (
    <section className="page visa-step1">
      <h1>{t('visa.step1.title')}</h1>
      <p className="lead">{t('visa.step1.description')}</p>
      <VisaNav />
      {types.status === 'loading' && <p role="status">{t('common.loading')}</p>}
      {types.status === 'error' && (
        <div className="alert alert-info" role="status" data-testid="types-fallback">
          {t('visa.step1.typesUnavailable')}
        </div>
      )}
      <h2>{t('visa.step1.fullTitle')}</h2>
      <ul className="visa-type-grid" data-testid="full-types">
        {full.map((v) => (
          <li key={v.code}>
            <button type="button" className="card visa-type" aria-pressed={code === v.code} data-testid={`visa-type-${v.code}`} onClick={() => choose(v.code)}>
              <strong>{v.code}</strong>
              <span className="muted"> {name(v) !== v.code ? name(v) : t(`visa.names.${v.code}`)}</span>
            </button>
          </li>
        ))}
      </ul>
      {other.length > 0 && (
        <>
          <h2>{t('visa.step1.otherTitle')}</h2>
          <p className="muted">{t('visa.step1.otherDescription')}</p>
          <ul className="visa-type-grid" data-testid="other-types">
            {other.map((v) => (
              <li key={v.code}>
                <button type="button" className="card visa-type" aria-pressed={code === v.code} onClick={() => choose(v.code)}>
                  <strong>{v.code}</strong> <span className="muted">{name(v)}</span> <span className="badge">{t('visa.step1.infoOnly')}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {code && selectedFull && (
        <div className="card" data-testid="application-type">
          <h2>{t('visa.step1.applicationType')}</h2>
          <div className="link-row" role="radiogroup" aria-label={t('visa.step1.applicationType')}>
            {applicationTypesFor(code).map((a) => (
              <label key={a} className="checkbox">
                <input type="radio" name="applicationType" value={a} checked={applicationType === a} onChange={() => setApplicationType(a)} data-testid={`app-type-${a}`} />
                {t(`visa.applicationTypes.${a}`)}
              </label>
            ))}
          </div>
          {draft && <p className="muted">{t('visa.form.draftAvailable')}</p>}
          <button
            type="button"
            className="btn btn-primary"
            data-testid="start-form"
            onClick={() => navigate(`/visa/form/${encodeURIComponent(code)}?applicationType=${applicationType}`)}
          >
            {t('visa.step1.start')}
          </button>
        </div>
      )}
      {code && !selectedFull && (
        <div className="card">
          <h2>{code}</h2>
          <p>{t('visa.step1.notAssessed')}</p>
          {documents === null ? (
            <p role="status">{t('common.loading')}</p>
          ) : documents.length === 0 ? (
            <p className="empty-state">{t('visa.step1.noDocuments')}</p>
          ) : (
            <ul className="check-list">{documents.map((d) => <li key={d}>{t(`visa.o.${d}`, { defaultValue: d })}</li>)}</ul>
          )}
        </div>
      )}
    </section>
  );
}
