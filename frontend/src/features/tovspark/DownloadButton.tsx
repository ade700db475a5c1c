import type { TSubmissionFile } from '@tov/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tovsparkApi } from '../../api/tovspark-api';
import { notify } from '../../app/notify';
import { saveBlob } from './download-file';

/**
 * Downloads a submission file through the API (the call carries the session's token, which a plain
 * link would not): its uploader, the admins and, once handed in, the challenge's company may; the server answers 404 to anyone else.
 */
export function DownloadButton({ challengeId, file }: { challengeId: string; file: TSubmissionFile }) {
  const { t } = useTranslation('tovspark');
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    tovsparkApi
      .downloadFile(challengeId, file.fileId)
      .then((blob) => saveBlob(blob, file.name))
      .catch(() => notify.error(t('files.downloadFailed', { name: file.name })))
      .finally(() => setBusy(false));
  };
  return (
    <button
      type="button"
      className="btn btn-link"
      onClick={download}
      disabled={busy}
      aria-label={t('files.downloadNamed', { name: file.name })}
      data-testid="download-file"
    >
      {t('files.download')}
    </button>
  );
}
