import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TChallenge, TMySubmission, TSubmission } from '@tov/contracts';
import { tovsparkApi } from '../../src/api/tovspark-api';
import { tovsparkCompanyApi } from '../../src/api/tovspark-company-api';
import { signedIn } from '../../src/features/auth/auth-slice';
import AdminTovsparkPage from '../../src/features/tovspark/AdminTovsparkPage';
import ChallengeDetailPage from '../../src/features/tovspark/ChallengeDetailPage';
import { renderRoutes, type TestStore } from '../utils';

/** Issue 24 items 10-12 on the challenge screens: the owner's view, the workspace's joining and read-only work, the confirmations. */
afterEach(() => jest.restoreAllMocks());

const COMPANY = 'company-1';
const ME = 'challenger-1';

const as = (id: string, role: 'company' | 'challenger' | 'admin') => (store: TestStore) =>
  store.dispatch(signedIn({ token: 't', user: { id, email: 'e', name: 'Mina', role, roles: [role], phoneNumber: '', createdAt: '' } }));

const challenge = (over: Partial<TChallenge> = {}): TChallenge => ({
  id: 'c1',
  title: 'Subway dashboard',
  description: 'Build it',
  category: 'coding',
  type: 'tech_development',
  difficulty: 'intermediate',
  sparkPoints: 800,
  rewards: ['internship'],
  deadline: '2030-12-31T00:00:00Z',
  mentor: null,
  culturalGuide: null,
  status: 'published',
  rejectionReason: null,
  companyId: COMPANY,
  companyName: 'Hanbit Robotics',
  participantCount: 3,
  daysLeft: 7,
  participationStatus: 'not_started',
  createdAt: '',
  updatedAt: '',
  publishedAt: '',
  ...over,
});

const submission = (over: Partial<TSubmission> = {}): TSubmission => ({
  id: 's1',
  challengeId: 'c1',
  userId: ME,
  userName: 'Nguyen Van A',
  description: 'A dashboard of the subway lines',
  code: 'const lines = load();\nrender(lines);',
  demoUrl: 'https://demo.example.com',
  files: [{ fileId: 'f1', name: 'design.pdf', size: 2048, contentType: 'application/pdf' }],
  status: 'submitted',
  score: null,
  feedback: null,
  createdAt: '2030-12-01T00:00:00Z',
  updatedAt: '2030-12-02T00:00:00Z',
  submittedAt: '2030-12-02T00:00:00Z',
  evaluatedAt: null,
  ...over,
});

const mine = (over: Partial<TMySubmission> = {}): TMySubmission => ({ participationStatus: 'not_started', submission: null, ...over });

function detail(user: ReturnType<typeof as>, lng = 'en') {
  return renderRoutes([{ path: '/tovspark/challenges/:id', element: <ChallengeDetailPage /> }], { path: '/tovspark/challenges/c1', lng, prepare: user });
}

describe("the owner's view of its challenge (item 10)", () => {
  it.each([
    ['en', 'Submissions', 'Score 90 / 100', 'Waiting for an admin'],
    ['ko', '제출물', '점수 90 / 100', '관리자의 평가를'],
  ])('shows the company, in %s, what was handed in (code, demo URL, files, the admin’s score) and no Participate', async (lng, tab, score, waiting) => {
    jest.spyOn(tovsparkApi, 'challenge').mockResolvedValue(challenge());
    const mySubmission = jest.spyOn(tovsparkApi, 'mySubmission');
    const list = jest
      .spyOn(tovsparkCompanyApi, 'submissions')
      .mockResolvedValue([submission({ status: 'evaluated', score: 90, feedback: 'Clear code.' }), submission({ id: 's2', userName: 'Maria Santos' })]);
    detail(as(COMPANY, 'company'), lng);
    const items = await screen.findAllByTestId('owner-submission');
    expect(list).toHaveBeenCalledWith('c1');
    expect(screen.getByTestId('challenge-detail')).toHaveAttribute('data-view', 'owner');
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(tab);
    expect(screen.queryByTestId('join')).toBeNull();
    expect(screen.queryByTestId('tab-workspace')).toBeNull();
    expect(mySubmission).not.toHaveBeenCalled();
    const first = items[0]!;
    expect(within(first).getByTestId('work-code')).toHaveTextContent('const lines = load();');
    expect(within(first).getByRole('link', { name: 'https://demo.example.com' })).toHaveAttribute('href', 'https://demo.example.com');
    expect(within(first).getByTestId('work-files')).toHaveTextContent('design.pdf');
    expect(within(first).getByTestId('download-file')).toBeEnabled();
    expect(within(first).getByTestId('owner-score')).toHaveTextContent(score);
    expect(within(first).getByTestId('owner-score')).toHaveTextContent('Clear code.');
    expect(within(items[1]!).getByTestId('owner-awaiting-score')).toHaveTextContent(waiting);
    expect(document.body.textContent).not.toMatch(/undefined|\[object Object\]|owner\.|tovspark:/);
  });

  it('downloads a handed-in file for the owner through the API', async () => {
    jest.spyOn(tovsparkApi, 'challenge').mockResolvedValue(challenge());
    jest.spyOn(tovsparkCompanyApi, 'submissions').mockResolvedValue([submission()]);
    const download = jest.spyOn(tovsparkApi, 'downloadFile').mockResolvedValue(new Blob(['%PDF-']));
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    detail(as(COMPANY, 'company'));
    await userEvent.click(await screen.findByTestId('download-file'));
    await waitFor(() => expect(download).toHaveBeenCalledWith('c1', 'f1'));
  });

  it('says that work arrives once published, without asking for submissions of a challenge in review', async () => {
    jest.spyOn(tovsparkApi, 'challenge').mockResolvedValue(challenge({ status: 'pending_review' }));
    const list = jest.spyOn(tovsparkCompanyApi, 'submissions');
    detail(as(COMPANY, 'company'));
    expect(await screen.findByTestId('owner-not-public')).toHaveTextContent('once an admin publishes the challenge');
    expect(list).not.toHaveBeenCalled();
  });

  it("shows another company's challenge as a participant sees it", async () => {
    jest.spyOn(tovsparkApi, 'challenge').mockResolvedValue(challenge());
    jest.spyOn(tovsparkApi, 'mySubmission').mockResolvedValue(mine());
    const list = jest.spyOn(tovsparkCompanyApi, 'submissions');
    detail(as('company-2', 'company'));
    expect(await screen.findByTestId('join')).toBeEnabled();
    expect(screen.getByTestId('challenge-detail')).toHaveAttribute('data-view', 'participant');
    expect(list).not.toHaveBeenCalled();
  });
});

describe('the workspace (item 11)', () => {
  it('offers to join instead of a form before the challenge is joined, and saves nothing', async () => {
    jest.spyOn(tovsparkApi, 'challenge').mockResolvedValue(challenge());
    jest.spyOn(tovsparkApi, 'mySubmission').mockResolvedValue(mine());
    const save = jest.spyOn(tovsparkApi, 'saveSubmission');
    const join = jest.spyOn(tovsparkApi, 'join').mockResolvedValue({ challengeId: 'c1', participationStatus: 'in_progress', participantCount: 4 });
    detail(as(ME, 'challenger'));
    await userEvent.click(await screen.findByTestId('tab-workspace'));
    expect(screen.getByTestId('join-first')).toHaveTextContent('Join the challenge to save a draft or hand in your work.');
    expect(screen.queryByTestId('submission-form')).toBeNull();
    expect(screen.queryByTestId('save-draft')).toBeNull();
    jest.spyOn(tovsparkApi, 'mySubmission').mockResolvedValue(mine({ participationStatus: 'in_progress' }));
    await userEvent.click(screen.getByTestId('join-workspace'));
    await waitFor(() => expect(join).toHaveBeenCalledWith('c1'));
    expect(await screen.findByTestId('submission-form')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'What you handed in'],
    ['ko', '제출한 작업'],
  ])('shows the author, in %s, everything handed in, read-only: description, code, demo URL and files', async (lng, heading) => {
    jest.spyOn(tovsparkApi, 'challenge').mockResolvedValue(challenge({ participationStatus: 'submitted' }));
    jest.spyOn(tovsparkApi, 'mySubmission').mockResolvedValue(mine({ participationStatus: 'submitted', submission: submission() }));
    detail(as(ME, 'challenger'), lng);
    await userEvent.click(await screen.findByTestId('tab-workspace'));
    const handedIn = await screen.findByTestId('submitted');
    expect(within(handedIn).getByRole('heading', { level: 2 })).toHaveTextContent(heading);
    expect(within(handedIn).getByTestId('work-description')).toHaveTextContent('A dashboard of the subway lines');
    expect(within(handedIn).getByTestId('work-code')).toHaveTextContent('render(lines);');
    expect(within(handedIn).getByTestId('work-demo')).toHaveTextContent('https://demo.example.com');
    expect(within(handedIn).getByTestId('work-files')).toHaveTextContent('design.pdf');
    expect(within(handedIn).getByTestId('download-file')).toBeInTheDocument();
    expect(within(handedIn).queryByRole('textbox')).toBeNull();
    expect(within(handedIn).queryByTestId('remove-file')).toBeNull();
  });
});

describe('confirmations on the challenge screens (item 12)', () => {
  it('asks before leaving (the draft goes), and leaves only on the confirm button', async () => {
    jest.spyOn(tovsparkApi, 'challenge').mockResolvedValue(challenge({ participationStatus: 'in_progress' }));
    jest.spyOn(tovsparkApi, 'mySubmission').mockResolvedValue(mine({ participationStatus: 'in_progress' }));
    const leave = jest.spyOn(tovsparkApi, 'leave').mockResolvedValue({ challengeId: 'c1', participationStatus: 'not_started', participantCount: 2 });
    const user = userEvent.setup();
    detail(as(ME, 'challenger'));
    await user.click(await screen.findByTestId('leave'));
    const ask = screen.getByRole('alertdialog', { name: 'Leave this challenge?' });
    expect(ask).toHaveAccessibleDescription(/Your draft is discarded/);
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(leave).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('leave'));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Leave the challenge' }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
  });

  it.each([
    ['en', 'Close “Subway dashboard”?', 'Close the challenge', 'Keep it open'],
    ['ko', '“Subway dashboard” 챌린지를 마감할까요?', '챌린지 마감', '계속 공개'],
  ])('asks the admin, in %s, before closing a challenge, beside the Submissions toggle', async (lng, title, yes, no) => {
    jest.spyOn(tovsparkApi, 'challenges').mockResolvedValue({ items: [challenge()], page: 1, limit: 50, total: 1 });
    const publish = jest.spyOn(tovsparkApi.admin, 'publish').mockResolvedValue(challenge({ status: 'closed' }));
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/tovspark', element: <AdminTovsparkPage /> }], { path: '/admin/tovspark', lng, prepare: as('admin-1', 'admin') });
    await user.selectOptions(await screen.findByTestId('admin-status'), 'published');
    const close = await screen.findByTestId('close-challenge');
    await user.click(close);
    const ask = screen.getByRole('alertdialog', { name: title });
    expect(within(ask).getByRole('button', { name: no })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(close).toHaveFocus();
    expect(publish).not.toHaveBeenCalled();
    await user.click(close);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: yes }));
    await waitFor(() => expect(publish).toHaveBeenCalledWith('c1', { status: 'closed' }));
  });

  it('asks before rejecting, repeating the reason the company will read', async () => {
    jest.spyOn(tovsparkApi, 'challenges').mockResolvedValue({ items: [challenge({ status: 'pending_review' })], page: 1, limit: 50, total: 1 });
    const publish = jest.spyOn(tovsparkApi.admin, 'publish').mockResolvedValue(challenge({ status: 'rejected' }));
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/tovspark', element: <AdminTovsparkPage /> }], { path: '/admin/tovspark', lng: 'en', prepare: as('admin-1', 'admin') });
    await user.type(await screen.findByTestId('reject-reason'), 'Too vague');
    await user.click(screen.getByTestId('reject'));
    const ask = screen.getByRole('alertdialog', { name: 'Reject “Subway dashboard”?' });
    expect(ask).toHaveAccessibleDescription(/“Too vague”/);
    expect(publish).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: 'Reject the challenge' }));
    await waitFor(() => expect(publish).toHaveBeenCalledWith('c1', { status: 'rejected', reason: 'Too vague' }));
  });

  it("shows the admin a submission's code and demo URL beside its files", async () => {
    jest.spyOn(tovsparkApi, 'challenges').mockResolvedValue({ items: [challenge()], page: 1, limit: 50, total: 1 });
    jest.spyOn(tovsparkApi.admin, 'submissions').mockResolvedValue([submission()]);
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/tovspark', element: <AdminTovsparkPage /> }], { path: '/admin/tovspark', lng: 'en', prepare: as('admin-1', 'admin') });
    await user.selectOptions(await screen.findByTestId('admin-status'), 'published');
    await user.click(await screen.findByTestId('show-submissions'));
    const row = await screen.findByTestId('submission');
    expect(within(row).getByTestId('work-code')).toHaveTextContent('const lines = load();');
    expect(within(row).getByTestId('work-demo')).toHaveTextContent('https://demo.example.com');
    expect(within(row).getByTestId('work-files')).toHaveTextContent('design.pdf');
  });
});
