import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SUBMISSION_FILE_MAX_BYTES, type TSubmission } from '@tov/contracts';
import { tovsparkApi } from '../../src/api/tovspark-api';
import { SubmissionForm } from '../../src/features/tovspark/SubmissionForm';
import { renderRoutes } from '../utils';

afterEach(() => jest.restoreAllMocks());

const uploaded = (name: string, size: number, contentType = 'application/pdf') => ({
  fileId: `id-${name}`,
  challengeId: 'c1',
  name,
  size,
  contentType,
  createdAt: '',
});
const submission = (over: Partial<TSubmission> = {}): TSubmission => ({
  id: 's1',
  challengeId: 'c1',
  userId: 'u1',
  userName: 'An',
  description: 'idea',
  code: '',
  demoUrl: null,
  files: [],
  status: 'draft',
  score: null,
  feedback: null,
  createdAt: '',
  updatedAt: '2026-11-24T10:00:00Z',
  submittedAt: null,
  evaluatedAt: null,
  ...over,
});

function renderForm(lng: string, draft: TSubmission | null = null) {
  renderRoutes([{ path: '/', element: <SubmissionForm challengeId="c1" draft={draft} /> }], { lng });
  return userEvent.setup({ applyAccept: false });
}

describe("the submission form's files", () => {
  it('uploads a chosen PDF with its progress, lists it, saves it with the submission and removes it from the store', async () => {
    let finish: (value: ReturnType<typeof uploaded>) => void = () => {};
    const upload = jest.spyOn(tovsparkApi, 'uploadFile').mockImplementation((_c, file, onProgress) => {
      onProgress?.(0.4);
      return new Promise((resolve) => {
        finish = resolve;
      }).then(() => uploaded(file.name, file.size));
    });
    const save = jest.spyOn(tovsparkApi, 'saveSubmission').mockResolvedValue(submission());
    const remove = jest.spyOn(tovsparkApi, 'deleteFile').mockResolvedValue();
    const user = renderForm('en');
    expect(screen.getByTestId('no-files')).toHaveTextContent('No files attached yet.');

    const pdf = new File(['%PDF-1.4 design'], 'design.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByTestId('file-input'), pdf);
    const progress = await screen.findByRole('progressbar', { name: 'Uploading design.pdf' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '40'));
    finish(uploaded('design.pdf', pdf.size));
    const row = await screen.findByTestId('attached-file');
    expect(row).toHaveTextContent('design.pdf');
    expect(row).toHaveTextContent('15 B');
    expect(upload).toHaveBeenCalledWith('c1', pdf, expect.any(Function));

    await user.click(screen.getByTestId('save-draft'));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(
        'c1',
        expect.objectContaining({ draft: true, files: [{ fileId: 'id-design.pdf', name: 'design.pdf', size: pdf.size, contentType: 'application/pdf' }] }),
      ),
    );

    await user.click(within(row).getByRole('button', { name: 'Remove design.pdf' }));
    expect(remove).not.toHaveBeenCalled();
    const ask = screen.getByRole('alertdialog', { name: 'Remove “design.pdf”?' });
    expect(ask).toHaveAccessibleDescription('The file is deleted for good and taken out of your draft.');
    await user.click(within(ask).getByRole('button', { name: 'Remove the file' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('c1', 'id-design.pdf'));
    expect(await screen.findByTestId('no-files')).toBeInTheDocument();
  });

  it('says before any upload when a file is too big or of a type that is not taken (Japanese)', async () => {
    const upload = jest.spyOn(tovsparkApi, 'uploadFile');
    const user = renderForm('ja');
    const big = new File(['x'], 'video.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: SUBMISSION_FILE_MAX_BYTES + 1 });
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    await user.upload(screen.getByTestId('file-input'), [big, exe]);
    const problems = await screen.findByTestId('file-problems');
    expect(problems).toHaveTextContent('video.pdf は大きすぎます。1 ファイル最大 10 MB までです。');
    expect(problems).toHaveTextContent('setup.exe は添付できません。');
    expect(upload).not.toHaveBeenCalled();
  });

  it("words the service's refusals (a lie in the type, too large) in the interface language (Chinese, Korean)", async () => {
    jest
      .spyOn(tovsparkApi, 'uploadFile')
      .mockRejectedValueOnce({ code: 'FILE_TYPE_MISMATCH', message: '파일의 실제 내용이 알려준 형식과 다릅니다.', status: 415 });
    const user = renderForm('zh');
    await user.upload(screen.getByTestId('file-input'), new File(['not a png'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByTestId('file-problems')).toHaveTextContent('无法附加 photo.png');
  });

  it('keeps the files of a handed-in submission in the store when one is taken off the list', async () => {
    const remove = jest.spyOn(tovsparkApi, 'deleteFile');
    const user = renderForm(
      'ko',
      submission({ status: 'submitted', files: [{ fileId: 'f1', name: '보고서.pdf', size: 2048, contentType: 'application/pdf' }] }),
    );
    const row = screen.getByTestId('attached-file');
    expect(row).toHaveTextContent('보고서.pdf');
    expect(row).toHaveTextContent('2 KB');
    await user.click(within(row).getByRole('button', { name: '보고서.pdf 삭제' }));
    expect(await screen.findByTestId('no-files')).toHaveTextContent('아직 첨부한 파일이 없습니다.');
    expect(remove).not.toHaveBeenCalled();
  });
});
