import { CHALLENGE_CATEGORIES, CHALLENGE_DIFFICULTIES, CHALLENGE_REWARDS, CHALLENGE_TYPES, type TChallengeReward, type TCreateChallenge } from '@tov/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorText } from '../../api/error-text';
import { notify } from '../../app/notify';
import { Field } from '../../components/Field';
import { UserText } from '../../components/UserText';
import { hasAnyRole } from '../auth/redirects';
import { useAppSelector } from '../../store/hooks';
import { useCreateChallengeMutation, useCreateFromTemplateMutation } from './tovspark-endpoints';
import { useTemplatePrefill } from './use-template-prefill';

type Form = Omit<TCreateChallenge, 'sparkPoints' | 'deadline' | 'rewards'> & { sparkPoints: string; deadline: string; rewards: TChallengeReward[] };

const INITIAL: Form = {
  title: '',
  description: '',
  category: 'coding',
  type: 'tech_development',
  difficulty: 'beginner',
  sparkPoints: '500',
  rewards: [],
  deadline: '',
  mentor: '',
  culturalGuide: '',
  status: 'pending_review',
  companyName: '',
};

/** A company posts a challenge: saved as a draft, or sent for an admin's review at once (docs/rules/tovspark.md). */
export default function NewChallengePage() {
  const { t, i18n } = useTranslation('tovspark');
  const navigate = useNavigate();
  // A company posts under its registered name (sent along, in case the program has not heard of the
  // account yet); an admin posts for a company and names it.
  const ownCompany = useAppSelector((s) => s.auth.user?.companyName?.trim() ?? '');
  const isCompany = useAppSelector((s) => hasAnyRole(s.auth.user, ['company']));
  const [form, setForm] = useState<Form>({ ...INITIAL, companyName: ownCompany });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, creating] = useCreateChallengeMutation();
  const [createFromTemplate, creatingFromTemplate] = useCreateFromTemplateMutation();
  const busy = creating.isLoading || creatingFromTemplate.isLoading;
  const failure = creating.error ?? creatingFromTemplate.error;
  // `?template=<id>` (the template gallery's "use this template"): the form starts from the template
  // and is sent as create-from-template with every field as an override (counts the template's use).
  const [params] = useSearchParams();
  const template = useTemplatePrefill(params.get('template'), (prefill) => setForm((f) => ({ ...f, ...prefill })));
  const set = <K extends keyof Form>(k: K, v: Form[K]) => {
    setForm((f) => ({ ...f, [k]: v }));
    setErrors((e) => ({ ...e, [k]: '' }));
  };

  const submit = () => {
    const found: Record<string, string> = {};
    if (!form.companyName?.trim()) found.companyName = t('create.required');
    if (!form.title.trim()) found.title = t('create.required');
    if (!form.description.trim()) found.description = t('create.required');
    const points = Number(form.sparkPoints);
    if (!Number.isInteger(points) || points < 1) found.sparkPoints = t('create.pointsInvalid');
    const deadline = form.deadline ? new Date(form.deadline) : null;
    if (!deadline || Number.isNaN(deadline.getTime()) || deadline.getTime() <= Date.now()) found.deadline = t('create.deadlineFuture');
    setErrors(found);
    if (Object.keys(found).length || !deadline) return;
    const body: TCreateChallenge = {
      ...form,
      title: form.title.trim(),
      companyName: form.companyName?.trim(),
      sparkPoints: points,
      deadline: deadline.toISOString(),
      mentor: form.mentor?.trim() || null,
      culturalGuide: form.culturalGuide?.trim() || null,
    };
    const created =
      template.status === 'done'
        ? createFromTemplate({ ...body, templateId: template.template.id })
            .unwrap()
            .then((r) => r.challenge)
        : create(body).unwrap();
    created
      .then((created) => {
        // Only a company account is e-mailed when its challenge is published (docs/rules/tovspark.md, "E-mails").
        const review = isCompany ? 'create.sentToReviewEmail' : 'create.sentToReview';
        notify.success(t(created.status === 'pending_review' ? review : 'create.savedDraft'));
        navigate(`/tovspark/challenges/${created.id}`);
      })
      .catch(() => undefined); // said in the form
  };

  const select = (name: 'category' | 'type' | 'difficulty', values: readonly string[]) => (
    <Field name={name} label={t(`list.filter.${name}`)} required>
      <select id={`f-${name}`} value={form[name]} onChange={(e) => set(name, e.target.value as never)}>
        {values.map((v) => (
          <option key={v} value={v}>
            {t(`${name}.${v}`)}
          </option>
        ))}
      </select>
    </Field>
  );

  return (
    <section data-testid="new-challenge-page">
      <h1>{t('create.title')}</h1>
      {template.status === 'done' && (
        <p className="alert alert-info" data-testid="from-template">
          {t('templates.basedOn')} <UserText>{template.template.title}</UserText>
        </p>
      )}
      {template.status === 'failed' && (
        <p className="alert alert-error" role="alert">
          {t('templates.prefillFailed')}
        </p>
      )}
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {!ownCompany && (
          <Field name="companyName" label={t('create.fields.companyName')} error={errors.companyName} required>
            <input
              id="f-companyName"
              value={form.companyName ?? ''}
              onChange={(e) => set('companyName', e.target.value)}
              aria-invalid={!!errors.companyName}
              aria-describedby={errors.companyName ? 'f-companyName-error' : undefined}
            />
          </Field>
        )}
        <Field name="title" label={t('create.fields.title')} error={errors.title} required>
          <input
            id="f-title"
            value={form.title}
            onChange={(e) => set('title', e.target.value)}
            aria-invalid={!!errors.title}
            aria-describedby={errors.title ? 'f-title-error' : undefined}
          />
        </Field>
        <Field name="description" label={t('create.fields.description')} error={errors.description} required>
          <textarea
            id="f-description"
            rows={6}
            value={form.description}
            onChange={(e) => set('description', e.target.value)}
            aria-invalid={!!errors.description}
            aria-describedby={errors.description ? 'f-description-error' : undefined}
          />
        </Field>
        {select('category', CHALLENGE_CATEGORIES)}
        {select('type', CHALLENGE_TYPES)}
        {select('difficulty', CHALLENGE_DIFFICULTIES)}
        <Field name="sparkPoints" label={t('create.fields.sparkPoints')} error={errors.sparkPoints} required>
          <input
            id="f-sparkPoints"
            type="number"
            min={1}
            step={1}
            value={form.sparkPoints}
            onChange={(e) => set('sparkPoints', e.target.value)}
            aria-invalid={!!errors.sparkPoints}
            aria-describedby={errors.sparkPoints ? 'f-sparkPoints-error' : undefined}
          />
        </Field>
        <Field name="deadline" label={t('create.fields.deadline')} error={errors.deadline} required>
          <input
            id="f-deadline"
            type="datetime-local"
            value={form.deadline}
            onChange={(e) => set('deadline', e.target.value)}
            aria-invalid={!!errors.deadline}
            aria-describedby={errors.deadline ? 'f-deadline-error' : undefined}
          />
        </Field>
        <fieldset className="field">
          <legend>{t('create.fields.rewards')}</legend>
          {CHALLENGE_REWARDS.map((r) => (
            <label key={r} className="checkbox">
              <input
                type="checkbox"
                checked={form.rewards.includes(r)}
                onChange={(e) => set('rewards', e.target.checked ? [...form.rewards, r] : form.rewards.filter((x) => x !== r))}
              />
              {t(`reward.${r}`)}
            </label>
          ))}
        </fieldset>
        <Field name="mentor" label={t('create.fields.mentor')}>
          <input id="f-mentor" value={form.mentor ?? ''} onChange={(e) => set('mentor', e.target.value)} />
        </Field>
        <Field name="culturalGuide" label={t('create.fields.culturalGuide')}>
          <input id="f-culturalGuide" value={form.culturalGuide ?? ''} onChange={(e) => set('culturalGuide', e.target.value)} />
        </Field>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={form.status === 'pending_review'}
            onChange={(e) => set('status', e.target.checked ? 'pending_review' : 'draft')}
            data-testid="send-to-review"
          />
          {t('create.sendToReview')}
        </label>
        {failure && (
          <div className="alert alert-error" role="alert">
            {errorText(i18n, failure, 'tovspark:create.failed')}
          </div>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy || template.status === 'loading'} data-testid="create-challenge">
          {t('create.submit')}
        </button>
      </form>
    </section>
  );
}
