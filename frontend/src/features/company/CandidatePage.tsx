import { OFFER_SALARY_MAX, OFFER_STAGES, ZOfferInputSchema, type TCandidateDetail, type THiringStage, type TOfferInput } from '@tov/contracts';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { failureOf, shownError } from '../../api/error-text';
import { notify } from '../../app/notify';
import { CallError, Loading } from '../../components/CallError';
import { Field } from '../../components/Field';
import { StatusChip } from '../../components/StatusChip';
import { StatusMoves } from '../../components/StatusMoves';
import { UserText } from '../../components/UserText';
import { dateTime, day } from '../specialist/format';
import { useCandidateQuery, useMakeOfferMutation, useMoveCandidateMutation } from './company-endpoints';
import { contractErrors, invalidProps, useContractText, type ContractErrors } from './forms';
import { CandidateSource, GatePanel, HireDialog, legalMoves, MoveFailure, RejectDialog } from './hiring-parts';
import { useVisaName } from './use-names';

// Loaded with the offer form: a static import would share a chunk with the visa form's and name it in the first page's preload map.
const OccupationPicker = lazy(() => import('../../components/OccupationPicker').then((m) => ({ default: m.OccupationPicker })));

/**
 * A candidate (issue 21 §2): profile, challenge work, stage history, the offer and the visa gate's
 * answer; the offer form (checked by the contract's schema) at interview or offer; the moves, where
 * a hire shows the gate's answer first and links to the employee (and compliance item) it made.
 */
export default function CandidatePage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('company');
  const visaName = useVisaName();
  const candidate = useCandidateQuery(id);
  const lng = i18n.resolvedLanguage;
  const c = candidate.isError ? undefined : candidate.data;

  return (
    <section data-testid="candidate-page">
      <p>
        <Link to="/company/hiring">{t('hiring.back')}</Link>
      </p>
      {candidate.isLoading && <Loading ns="company" />}
      {candidate.isError && <CallError ns="company" error={candidate.error} fallbackKey="hiring.candidateFailed" />}
      {c && (
        <>
          <h1>
            <UserText>{c.name}</UserText>
          </h1>
          <p>
            <StatusChip ns="company" group="hiringStage" status={c.stage} testId="candidate-stage" />
          </p>
          <article className="card">
            <h2>{t('hiring.profile')}</h2>
            <dl className="detail-list">
              <dt>{t('fields.nationality')}</dt>
              <dd>{c.nationality ?? '—'}</dd>
              <dt>{t('fields.visaType')}</dt>
              <dd>{c.visaType ? visaName(c.visaType) : t('hiring.unknownVisa')}</dd>
              <dt>{t('hiring.experience')}</dt>
              <dd>{c.experienceYears ?? '—'}</dd>
              <dt>{t('hiring.sourceLabel')}</dt>
              <dd>
                <CandidateSource candidate={c} />
              </dd>
            </dl>
            {c.contactMessage && (
              <p>
                <UserText>{c.contactMessage}</UserText>
              </p>
            )}
          </article>
          {c.work && (
            <article className="card" data-testid="candidate-work">
              <h2>{t('hiring.work')}</h2>
              <p>{t('hiring.score', { score: c.work.score })}</p>
              <p>
                <UserText>{c.work.description}</UserText>
              </p>
              {c.work.demoUrl && (
                <a href={c.work.demoUrl} target="_blank" rel="noopener noreferrer">
                  {t('hiring.demo')}
                </a>
              )}
            </article>
          )}
          <article className="card" data-testid="candidate-gate">
            <h2>{t('hiring.gateTitle')}</h2>
            {c.gate ? <GatePanel gate={c.gate} /> : <p className="muted">{t('hiring.noGate')}</p>}
          </article>
          {c.offer && (
            <article className="card" data-testid="candidate-offer">
              <h2>{t('hiring.offer.current')}</h2>
              <dl className="detail-list">
                <dt>{t('hiring.offer.salary')}</dt>
                <dd>{c.offer.salary.toLocaleString(lng)}</dd>
                <dt>{t('hiring.offer.startDate')}</dt>
                <dd>{day(c.offer.startDate, lng)}</dd>
                <dt>{t('hiring.offer.position')}</dt>
                <dd>
                  <UserText>{c.offer.position}</UserText>
                </dd>
                <dt>{t('hiring.offer.occupationCode')}</dt>
                <dd>
                  {c.offer.occupationCode} · <span lang="ko">{c.offer.occupationName}</span>
                </dd>
                <dt>{t('hiring.offer.visaSponsorship')}</dt>
                <dd>{t(c.offer.visaSponsorship ? 'hiring.offer.yes' : 'hiring.offer.no')}</dd>
              </dl>
            </article>
          )}
          <Hired candidate={c} />
          {(OFFER_STAGES as readonly THiringStage[]).includes(c.stage) && <OfferForm candidate={c} />}
          <Moves candidate={c} />
          <article className="card">
            <h2>{t('hiring.history')}</h2>
            <ol data-testid="stage-history">
              {c.history.map((h, i) => (
                <li key={i}>
                  {dateTime(h.changedAt, lng)} · {h.fromStage ? `${t(`hiringStage.${h.fromStage}`)} → ` : ''}
                  {t(`hiringStage.${h.toStage}`)}
                  {h.notes && (
                    <>
                      {' · '}
                      <UserText>{h.notes}</UserText>
                    </>
                  )}
                </li>
              ))}
            </ol>
          </article>
        </>
      )}
    </section>
  );
}

function Hired({ candidate: c }: { candidate: TCandidateDetail }) {
  const { t } = useTranslation('company');
  if (!c.employeeId) return null;
  return (
    <div className="alert alert-success" data-testid="hired-links">
      <Link to={`/company/employees/${encodeURIComponent(c.employeeId)}`} data-testid="hired-employee">
        {t('hiring.toEmployee')}
      </Link>
      {c.complianceItemId && (
        <>
          {' · '}
          <Link to={`/company/compliance/${encodeURIComponent(c.complianceItemId)}`} data-testid="hired-compliance">
            {t('hiring.toCompliance')}
          </Link>
        </>
      )}
    </div>
  );
}

type OfferForm = { salary: string; startDate: string; position: string; occupationCode: string; visaSponsorship: '' | 'yes' | 'no'; visaExpiryDate: string };

function OfferForm({ candidate: c }: { candidate: TCandidateDetail }) {
  const { t, i18n } = useTranslation('company');
  const text = useContractText();
  const o = c.offer;
  const [form, setForm] = useState<OfferForm>({
    salary: o ? String(o.salary) : '',
    startDate: o?.startDate ?? '',
    position: o?.position ?? '',
    occupationCode: o?.occupationCode ?? '',
    visaSponsorship: o ? (o.visaSponsorship ? 'yes' : 'no') : '',
    visaExpiryDate: o?.visaExpiryDate ?? '',
  });
  const [errors, setErrors] = useState<ContractErrors>({});
  const [offer, offering] = useMakeOfferMutation();
  const failure = failureOf(offering.error);
  const change = (name: keyof OfferForm, value: string) => setForm((f) => ({ ...f, [name]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = {
      salary: form.salary.trim() === '' ? undefined : Number(form.salary.replace(/[,\s]/g, '')),
      startDate: form.startDate || undefined,
      position: form.position,
      occupationCode: form.occupationCode || undefined,
      visaSponsorship: form.visaSponsorship === '' ? undefined : form.visaSponsorship === 'yes',
      visaExpiryDate: form.visaExpiryDate || null,
    };
    const parsed = ZOfferInputSchema.safeParse(body);
    const found = contractErrors(parsed);
    setErrors(found);
    if (!parsed.success) {
      document.getElementById(`f-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    offer({ id: c.id, body: parsed.data as TOfferInput })
      .unwrap()
      .then(() => notify.success(t('hiring.offerSaved')))
      .catch(() => undefined); // said under the form
  };
  const input = (name: 'salary' | 'startDate' | 'position' | 'visaExpiryDate', type = 'text', extra: object = {}) => (
    <Field name={name} label={t(`hiring.offer.${name}`)} required={name !== 'visaExpiryDate'} error={text(errors[name])}>
      <input
        id={`f-${name}`}
        name={name}
        type={type}
        value={form[name]}
        onChange={(e) => change(name, e.target.value)}
        {...invalidProps(errors, name)}
        {...extra}
      />
    </Field>
  );

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="offer-title" data-testid="offer-form">
      <h2 id="offer-title">{o ? t('hiring.offer.replace') : t('hiring.offer.title')}</h2>
      {input('salary', 'text', { inputMode: 'numeric', 'aria-describedby': errors.salary ? 'f-salary-error' : 'f-salary-unit', lang: i18n.language })}
      <small className="hint" id="f-salary-unit">
        {t('hiring.offer.salaryHint', { max: OFFER_SALARY_MAX.toLocaleString(i18n.language) })}
      </small>
      {input('startDate', 'date')}
      {input('position')}
      <Field name="occupationCode" label={t('hiring.offer.occupationCode')} required error={text(errors.occupationCode)}>
        <Suspense fallback={<Loading ns="company" />}>
          <OccupationPicker
            id="f-occupationCode"
            name="occupationCode"
            value={form.occupationCode}
            invalid={Boolean(errors.occupationCode)}
            describedBy={errors.occupationCode ? 'f-occupationCode-error' : undefined}
            onChange={(v) => change('occupationCode', v)}
          />
        </Suspense>
      </Field>
      <fieldset className="field" aria-describedby={errors.visaSponsorship ? 'f-visaSponsorship-error' : undefined}>
        <legend>{t('hiring.offer.visaSponsorship')}</legend>
        {(['yes', 'no'] as const).map((v) => (
          <label key={v} className="radio">
            <input
              type="radio"
              id={v === 'yes' ? 'f-visaSponsorship' : undefined}
              name="visaSponsorship"
              checked={form.visaSponsorship === v}
              onChange={() => change('visaSponsorship', v)}
            />{' '}
            {t(`hiring.offer.${v}`)}
          </label>
        ))}
        {errors.visaSponsorship && (
          <p className="field-error" id="f-visaSponsorship-error" data-testid="error-visaSponsorship">
            {text(errors.visaSponsorship)}
          </p>
        )}
      </fieldset>
      {input('visaExpiryDate', 'date')}
      {failure && <CallError ns="company" error={failure} fallbackKey="hiring.offerFailed" conflictKey="hiring.offerConflict" testId="offer-error" />}
      <button type="submit" className="btn btn-primary" disabled={offering.isLoading} data-testid="offer-submit">
        {t('hiring.offer.submit')}
      </button>
    </form>
  );
}

function Moves({ candidate: c }: { candidate: TCandidateDetail }) {
  const { t } = useTranslation('company');
  const [notes, setNotes] = useState('');
  const [asking, setAsking] = useState<'rejected' | 'hired' | null>(null);
  const [move, moving] = useMoveCandidateMutation();
  const candidate = useCandidateQuery(c.id);

  const send = (stage: THiringStage, note: string) => {
    move({ id: c.id, body: { stage, ...(note.trim() ? { notes: note.trim() } : {}) } })
      .unwrap()
      .then(() => {
        notify.success(t('hiring.moved', { name: c.name, stage: t(`hiringStage.${stage}`) }));
        setNotes('');
      })
      .catch((error: unknown) => {
        if (shownError(error).status === 409) void candidate.refetch();
      })
      .finally(() => setAsking(null));
  };
  return (
    <article className="card">
      <h2>{t('hiring.moves')}</h2>
      <StatusMoves
        moves={legalMoves(c.stage, c.nextStages)}
        label={(s) => t(`hiring.moveTo.${s}`)}
        danger="rejected"
        asks="rejected"
        busy={moving.isLoading}
        onMove={(s) => (s === 'rejected' || s === 'hired' ? setAsking(s) : send(s, notes))}
        finalText={t('hiring.final')}
        note={{ name: 'stage-notes', label: t('hiring.notes'), hint: t('hiring.notesHint'), max: 2000, value: notes, onChange: setNotes }}
      >
        <RejectDialog
          open={asking === 'rejected'}
          name={c.name}
          busy={moving.isLoading}
          onCancel={() => setAsking(null)}
          onReject={(n) => send('rejected', n || notes)}
        />
        <HireDialog
          open={asking === 'hired'}
          name={c.name}
          gate={c.gate}
          busy={moving.isLoading}
          onCancel={() => setAsking(null)}
          onHire={() => send('hired', notes)}
        />
        <MoveFailure error={moving.error} />
      </StatusMoves>
    </article>
  );
}
