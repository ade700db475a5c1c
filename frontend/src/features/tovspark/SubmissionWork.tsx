import type { TSubmission } from '@tov/contracts';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../components/UserText';
import { DownloadButton } from './DownloadButton';
import { fileSize } from './file-size';

const isHttpUrl = (value: string) => /^https?:\/\//i.test(value);

/**
 * What a submission holds, read-only: the description, the code, the demo URL and the files (each
 * downloadable by whoever may read it: the author, admins, the challenge's company once handed in).
 * The author after handing in, the owner company and the admins all read it the same way.
 */
export function SubmissionWork({ submission: s }: { submission: TSubmission }) {
  const { t, i18n } = useTranslation('tovspark');
  return (
    <div className="submission-work" data-testid="submission-work">
      <h3 className="work-label">{t('workspace.description')}</h3>
      <p className="pre-line" data-testid="work-description">
        <UserText>{s.description}</UserText>
      </p>
      {s.code && (
        <>
          <h3 className="work-label">{t('workspace.code')}</h3>
          <pre className="mono work-code" tabIndex={0} data-testid="work-code">
            <UserText>{s.code}</UserText>
          </pre>
        </>
      )}
      {s.demoUrl && (
        <>
          <h3 className="work-label">{t('workspace.demoUrl')}</h3>
          <p data-testid="work-demo">
            {/* Only http(s) links are followed (the service refuses others; older rows are shown as text). */}
            {isHttpUrl(s.demoUrl) ? (
              <a href={s.demoUrl} rel="noreferrer noopener" target="_blank">
                <UserText>{s.demoUrl}</UserText>
              </a>
            ) : (
              <UserText>{s.demoUrl}</UserText>
            )}
          </p>
        </>
      )}
      {s.files.length > 0 && (
        <>
          <h3 className="work-label">{t('files.title')}</h3>
          <ul className="file-list" data-testid="work-files" aria-label={t('files.title')}>
            {s.files.map((f) => (
              <li key={f.fileId}>
                <span className="file-name">
                  <UserText>{f.name}</UserText>
                </span>
                <span className="muted">{fileSize(f.size, i18n.resolvedLanguage)}</span>
                <DownloadButton challengeId={s.challengeId} file={f} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
