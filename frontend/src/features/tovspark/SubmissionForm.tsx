import type { TSubmission, TSubmissionFile } from '@tov/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text';
import { notify } from '../../app/notify';
import { Field } from '../../components/Field';
import { SubmissionFiles } from './SubmissionFiles';
import { useSaveSubmissionMutation } from './tovspark-endpoints';

const isHttpUrl = (value: string) => /^https?:\/\/\S+$/i.test(value);

/**
 * The workspace: description, code, demo URL and files, saved as a draft or handed in (spec 000 §3).
 * Nothing typed is lost on a failed save; a save refreshes one's submission and the challenge.
 */
export function SubmissionForm({ challengeId, draft }: { challengeId: string; draft: TSubmission | null }) {
  const { t, i18n } = useTranslation('tovspark');
  const [description, setDescription] = useState(draft?.description ?? '');
  const [code, setCode] = useState(draft?.code ?? '');
  const [demoUrl, setDemoUrl] = useState(draft?.demoUrl ?? '');
  const [files, setFiles] = useState<TSubmissionFile[]>(draft?.files ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saveSubmission, { isLoading: busy, error: failure }] = useSaveSubmissionMutation();

  const save = (asDraft: boolean) => {
    const found: Record<string, string> = {};
    if (!asDraft && !description.trim()) found.description = t('workspace.descriptionRequired');
    if (demoUrl.trim() && !isHttpUrl(demoUrl.trim())) found.demoUrl = t('workspace.demoUrlInvalid');
    setErrors(found);
    if (Object.keys(found).length) return;
    saveSubmission({ challengeId, body: { description, code, demoUrl: demoUrl.trim() || null, files, draft: asDraft } })
      .unwrap()
      .then(() => notify.success(t(asDraft ? 'workspace.draftSaved' : 'workspace.submittedToast')))
      .catch(() => undefined); // said in the form
  };

  return (
    <form
      className="form submission-form"
      data-testid="submission-form"
      onSubmit={(e) => {
        e.preventDefault();
        save(false);
      }}
      noValidate
    >
      {draft?.status === 'draft' && (
        <p className="muted" data-testid="draft-note">
          {t('workspace.draftNote', { when: new Date(draft.updatedAt).toLocaleString(i18n.resolvedLanguage) })}
        </p>
      )}
      <Field name="description" label={t('workspace.description')} error={errors.description} required>
        <textarea
          id="f-description"
          rows={6}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          aria-describedby={errors.description ? 'f-description-error' : undefined}
          aria-invalid={!!errors.description}
        />
      </Field>
      <Field name="code" label={t('workspace.code')}>
        <textarea id="f-code" rows={6} className="mono" value={code} onChange={(e) => setCode(e.target.value)} />
      </Field>
      <Field name="demoUrl" label={t('workspace.demoUrl')} error={errors.demoUrl}>
        <input
          id="f-demoUrl"
          type="url"
          value={demoUrl}
          onChange={(e) => setDemoUrl(e.target.value)}
          placeholder="https://"
          aria-describedby={errors.demoUrl ? 'f-demoUrl-error' : undefined}
          aria-invalid={!!errors.demoUrl}
        />
      </Field>
      <SubmissionFiles challengeId={challengeId} files={files} onChange={setFiles} handedIn={!!draft && draft.status !== 'draft'} />
      {failure && (
        <div className="alert alert-error" role="alert">
          {errorText(i18n, failure, 'tovspark:workspace.failed')}
        </div>
      )}
      <div className="actions">
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => save(true)} data-testid="save-draft">
          {t('workspace.saveDraft')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="submit-work">
          {t('workspace.submit')}
        </button>
      </div>
    </form>
  );
}
