import { SUBMISSION_FILE_EXTENSIONS, SUBMISSION_FILE_MAX_BYTES, SUBMISSION_FILES_MAX, type TSubmissionFile } from '@tov/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, shownError } from '../../api/error-text';
import { tovsparkApi } from '../../api/tovspark-api';
import { ConfirmButton } from '../../components/ConfirmDialog';
import { UserText } from '../../components/UserText';
import { DownloadButton } from './DownloadButton';
import { fileSize } from './file-size';

const EXTENSIONS = Object.values(SUBMISSION_FILE_EXTENSIONS).flat();
const ACCEPT = [...new Set(EXTENSIONS)].join(',');
const MAX_MB = Math.round(SUBMISSION_FILE_MAX_BYTES / (1024 * 1024));
const TOO_BIG = new Set(['FILE_TOO_LARGE', 'PAYLOAD_TOO_LARGE']);
const WRONG_TYPE = new Set(['FILE_TYPE_NOT_ALLOWED', 'FILE_TYPE_MISMATCH', 'UNSUPPORTED_MEDIA_TYPE']);

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
};

interface Upload {
  key: string;
  name: string;
  percent: number;
}

/**
 * The files of the caller's submission: a picker that uploads each chosen file at once (with its
 * progress), the list of attached files with download and remove, and the reasons a file was not
 * taken (too big, a type that is not allowed) in the interface language. Removing a file of a
 * handed-in submission only takes it off the list; before the hand-in it is deleted from the store.
 */
export function SubmissionFiles({
  challengeId,
  files,
  onChange,
  handedIn,
}: {
  challengeId: string;
  files: TSubmissionFile[];
  onChange: (files: TSubmissionFile[]) => void;
  handedIn: boolean;
}) {
  const { t, i18n } = useTranslation('tovspark');
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  // The latest list, for uploads that finish after other changes.
  const latest = useRef(files);
  latest.current = files;

  const reasonFor = (name: string, error: unknown): string => {
    const shown = shownError(error);
    if (TOO_BIG.has(shown.code)) return t('files.tooBig', { name, max: MAX_MB });
    if (WRONG_TYPE.has(shown.code)) return t('files.wrongType', { name });
    if (shown.code === 'FILE_LIMIT_REACHED') return t('files.limit');
    return `${t('files.failed', { name })} ${errorText(i18n, shown, 'tovspark:files.tryAgain')}`;
  };

  const add = (chosen: FileList | null) => {
    if (!chosen?.length) return;
    const found: string[] = [];
    let room = SUBMISSION_FILES_MAX - latest.current.length - uploads.length;
    for (const file of Array.from(chosen)) {
      if (file.size > SUBMISSION_FILE_MAX_BYTES) found.push(t('files.tooBig', { name: file.name, max: MAX_MB }));
      else if (!EXTENSIONS.includes(extensionOf(file.name))) found.push(t('files.wrongType', { name: file.name }));
      else if (room <= 0) found.push(t('files.full', { max: SUBMISSION_FILES_MAX }));
      else {
        room -= 1;
        upload(file);
      }
    }
    setProblems(found);
    if (input.current) input.current.value = '';
  };

  const upload = (file: File) => {
    const key = `${file.name}-${file.size}-${Math.random()}`;
    setUploads((list) => [...list, { key, name: file.name, percent: 0 }]);
    const progress = (fraction: number) =>
      setUploads((list) => list.map((u) => (u.key === key ? { ...u, percent: Math.min(99, Math.round(fraction * 100)) } : u)));
    tovsparkApi
      .uploadFile(challengeId, file, progress)
      .then((done) => onChange([...latest.current, { fileId: done.fileId, name: done.name, size: done.size, contentType: done.contentType }]))
      .catch((error: unknown) => setProblems((list) => [...list, reasonFor(file.name, error)]))
      .finally(() => setUploads((list) => list.filter((u) => u.key !== key)));
  };

  const remove = (file: TSubmissionFile) => {
    const rest = () => onChange(latest.current.filter((f) => f.fileId !== file.fileId));
    if (handedIn) {
      rest();
      return;
    }
    tovsparkApi
      .deleteFile(challengeId, file.fileId)
      .then(rest)
      .catch((error: unknown) => setProblems([`${t('files.removeFailed')} ${errorText(i18n, shownError(error), 'tovspark:files.tryAgain')}`]));
  };

  return (
    <fieldset className="submission-files" data-testid="submission-files">
      <legend>{t('files.title')}</legend>
      <p className="muted" id="files-hint">
        {t('files.hint', { max: MAX_MB, count: SUBMISSION_FILES_MAX })}
      </p>
      <label className="btn btn-secondary file-picker">
        {t('files.add')}
        <input ref={input} type="file" multiple accept={ACCEPT} onChange={(e) => add(e.target.files)} aria-describedby="files-hint" data-testid="file-input" />
      </label>
      {problems.length > 0 && (
        <ul className="alert alert-error file-problems" role="alert" data-testid="file-problems">
          {problems.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ul>
      )}
      {files.length > 0 || uploads.length > 0 ? (
        <ul className="file-list" data-testid="file-list">
          {files.map((f) => (
            <li key={f.fileId} data-testid="attached-file">
              <span className="file-name">
                <UserText>{f.name}</UserText>
              </span>
              <span className="muted">{fileSize(f.size, i18n.resolvedLanguage)}</span>
              <DownloadButton challengeId={challengeId} file={f} />
              {handedIn ? (
                // Handed in, a file only leaves the list (it is not deleted): nothing to confirm.
                <button
                  type="button"
                  className="btn btn-link"
                  onClick={() => remove(f)}
                  aria-label={t('files.removeNamed', { name: f.name })}
                  data-testid="remove-file"
                >
                  {t('files.remove')}
                </button>
              ) : (
                <ConfirmButton
                  className="btn btn-link"
                  label={t('files.remove')}
                  ariaLabel={t('files.removeNamed', { name: f.name })}
                  testId="remove-file"
                  confirm={{
                    title: t('confirm.removeFileTitle', { name: f.name }),
                    message: t('confirm.removeFileText'),
                    confirmLabel: t('confirm.removeFileYes'),
                    cancelLabel: t('confirm.keep'),
                  }}
                  onConfirm={() => remove(f)}
                />
              )}
            </li>
          ))}
          {uploads.map((u) => (
            <li key={u.key} data-testid="uploading-file">
              <span className="file-name">
                <UserText>{u.name}</UserText>
              </span>
              <span
                className="progress-bar file-progress"
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={u.percent}
                aria-label={t('files.uploading', { name: u.name })}
              >
                <span style={{ width: `${u.percent}%` }} />
              </span>
              <span className="muted">{u.percent}%</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted" data-testid="no-files">
          {t('files.none')}
        </p>
      )}
    </fieldset>
  );
}
