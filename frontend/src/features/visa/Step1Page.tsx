import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { TVisaTypeEntry } from '@tov/contracts';
import { FULL_ASSESSMENT_CODES, VISA_FORMS, type ApplicationType } from './forms/definitions';
import { loadDraft } from './forms/form-logic';
import { scrollToElement } from './scroll';
import { interfaceLanguage, textIn } from './text';
import { useRequiredDocumentsQuery, useVisaTypesQuery } from './visa-endpoints';
import { VisaNav } from './VisaNav';

/** The 13 with a full assessment first, then the other types of GET /types (spec 001 §7). */
export function orderVisaTypes(types: TVisaTypeEntry[]): { full: TVisaTypeEntry[]; other: TVisaTypeEntry[] } {
  const known = types.length > 0 ? types : FULL_ASSESSMENT_CODES.map((code) => ({ code, name: code, nameKo: code, nameEn: code, fullAssessment: true }));
  const full = known.filter((t) => t.fullAssessment && VISA_FORMS[t.code]);
  const other = known.filter((t) => !(t.fullAssessment && VISA_FORMS[t.code]));
  const order = (a: TVisaTypeEntry, b: TVisaTypeEntry) => a.code.localeCompare(b.code, 'en', { numeric: true });
  return { full: full.sort(order), other: other.sort(order) };
}

export function applicationTypesFor(code: string): readonly ApplicationType[] {
  return VISA_FORMS[code]?.applicationTypes ?? ['NEW', 'EXTENSION', 'CHANGE'];
}

/** The choice panel opens right under the list it belongs to, and is brought into view when it is not. */
function useRevealed(key: string) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!key || !el) return;
    const box = el.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) scrollToElement(el);
  }, [key]);
  return ref;
}

/** A guided type's documents (GET /required-fields) for the chosen application type, named in the interface language. */
function DocumentsGuide({ code, applicationType }: { code: string; applicationType: ApplicationType }) {
  const { t, i18n } = useTranslation('visa');
  const lng = interfaceLanguage(i18n);
  const read = useRequiredDocumentsQuery({ visaType: code, applicationType });
  const guide = read.currentData;
  if (!guide && !read.isError) return <p role="status">{t('common.loading')}</p>;
  if (!guide || guide.documents.length === 0) {
    return (
      <p className="empty-state" data-testid="guide-coming">
        {t('visa.step1.guideComing')}
      </p>
    );
  }
  return (
    <>
      <p>{t('visa.step1.documentsFor', { code })}</p>
      <ul className="check-list" data-testid="guide-documents">
        {guide.documents.map((d) => (
          <li key={d.code}>{textIn(d, lng)}</li>
        ))}
      </ul>
      <p className="muted" data-testid="guide-note">
        {t('visa.step1.guideNote')}
      </p>
    </>
  );
}

export default function Step1Page() {
  const { t, i18n } = useTranslation('visa');
  const navigate = useNavigate();
  // Read once per visit (cached 60 s); a list that failed before is asked for again.
  const types = useVisaTypesQuery();
  const [code, setCode] = useState<string>('');
  const [applicationType, setApplicationType] = useState<ApplicationType>('NEW');
  const lng = interfaceLanguage(i18n);

  const items = types.data;
  const { full, other } = useMemo(() => orderVisaTypes(items ?? []), [items]);
  const selectedFull = full.some((v) => v.code === code);
  const fullPanel = useRevealed(selectedFull ? code : '');
  const otherPanel = useRevealed(code && !selectedFull ? code : '');

  const choose = (next: string) => {
    setCode(next);
    setApplicationType(applicationTypesFor(next)[0]!);
  };
  const name = (v: TVisaTypeEntry) =>
    v.nameKo === v.code ? t(`visa.names.${v.code}`, { defaultValue: v.code }) : lng === 'ko' ? v.nameKo : t(`visa.names.${v.code}`, { defaultValue: v.nameEn });
  const draft = selectedFull ? loadDraft(code) : null;

  return (
    <section className="page visa-step1">
      <h1>{t('visa.step1.title')}</h1>
      <p className="lead">{t('visa.step1.description')}</p>
      <VisaNav />
      {types.isError && (
        <div className="alert alert-info" role="status" data-testid="types-fallback">
          {t('visa.step1.typesUnavailable')}
        </div>
      )}
      {/* The service's list, or the built-in forms once it cannot be had: nothing that would be replaced a moment later. */}
      {types.isLoading ? (
        <p role="status">{t('common.loading')}</p>
      ) : (
        <>
          <h2>{t('visa.step1.fullTitle', { count: full.length })}</h2>
          <ul className="visa-type-grid" data-testid="full-types">
            {full.map((v) => (
              <li key={v.code}>
                <button
                  type="button"
                  className="card visa-type"
                  aria-pressed={code === v.code}
                  data-testid={`visa-type-${v.code}`}
                  onClick={() => choose(v.code)}
                >
                  <strong>{v.code}</strong> <span className="muted">{name(v)}</span>
                </button>
              </li>
            ))}
          </ul>
          {selectedFull && (
            <div className="card choice-panel" ref={fullPanel} data-testid="application-type">
              <h2>
                {code} · {name(full.find((v) => v.code === code)!)}
              </h2>
              <fieldset className="link-row">
                <legend>{t('visa.step1.applicationType')}</legend>
                {applicationTypesFor(code).map((a) => (
                  <label key={a} className="checkbox">
                    <input
                      type="radio"
                      name="applicationType"
                      value={a}
                      checked={applicationType === a}
                      onChange={() => setApplicationType(a)}
                      data-testid={`app-type-${a}`}
                    />
                    {t(`visa.applicationTypes.${a}`)}
                  </label>
                ))}
              </fieldset>
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
          {other.length > 0 && (
            <>
              <h2>{t('visa.step1.otherTitle', { count: other.length })}</h2>
              <p className="muted">{t('visa.step1.otherDescription')}</p>
              <ul className="visa-type-grid" data-testid="other-types">
                {other.map((v) => (
                  <li key={v.code}>
                    <button
                      type="button"
                      className="card visa-type"
                      aria-pressed={code === v.code}
                      data-testid={`visa-type-${v.code}`}
                      onClick={() => choose(v.code)}
                    >
                      <strong>{v.code}</strong> <span className="muted">{name(v)}</span>
                      <span className="badge">{t('visa.step1.infoOnly')}</span>
                    </button>
                  </li>
                ))}
              </ul>
              {code && !selectedFull && (
                <div className="card choice-panel" ref={otherPanel} data-testid="documents-guide">
                  <h2>
                    {code} · {name(other.find((v) => v.code === code) ?? { code, name: code, nameKo: code, nameEn: code, fullAssessment: false })}
                  </h2>
                  <p>{t('visa.step1.notAssessed')}</p>
                  <fieldset className="link-row">
                    <legend>{t('visa.step1.applicationType')}</legend>
                    {applicationTypesFor(code).map((a) => (
                      <label key={a} className="checkbox">
                        <input
                          type="radio"
                          name="guideApplicationType"
                          value={a}
                          checked={applicationType === a}
                          onChange={() => setApplicationType(a)}
                          data-testid={`guide-type-${a}`}
                        />
                        {t(`visa.applicationTypes.${a}`)}
                      </label>
                    ))}
                  </fieldset>
                  <DocumentsGuide code={code} applicationType={applicationType} />
                </div>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
