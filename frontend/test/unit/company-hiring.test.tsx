import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GATE_REASONS, HIRING_STAGES, PIPELINE_MOVES, type THiringStage } from '@tov/contracts';
import { companyApi } from '../../src/api/company-api';
import CompanySection from '../../src/features/company/CompanySection';
import { CANDIDATE_ID, candidate, candidateCard, gate, pipeline } from '../fixtures/company';
import { apiError } from '../fixtures/specialist';
import { renderRoutes } from '../utils';

afterEach(() => jest.restoreAllMocks());

const workspace = (path: string, lng = 'ko') => renderRoutes([{ path: '/company/*', element: <CompanySection /> }], { path, lng });
const needsChange = gate({
  verdict: 'needs_change',
  currentVisa: 'D-10',
  changeTo: 'E-7',
  missing: [GATE_REASONS.CHANGE_PERMIT, GATE_REASONS.E7_QUALIFICATION],
});

describe('the hiring board', () => {
  it.each(HIRING_STAGES.map((s) => [s, PIPELINE_MOVES[s]] as const))('offers a card at %s exactly the moves %j', async (stage, moves) => {
    // The service's list with an illegal extra: the board keeps to the contract's moves.
    const extra: THiringStage[] = stage === 'sourced' ? ['hired'] : ['sourced'];
    jest.spyOn(companyApi, 'pipeline').mockResolvedValue(pipeline([candidateCard({ stage, nextStages: [...moves, ...extra] })]));
    workspace('/company/hiring');
    const card = within(await screen.findByTestId(`column-${stage}`)).getByTestId('candidate-card');
    for (const s of HIRING_STAGES) {
      if (moves.includes(s)) expect(within(card).getByTestId(`move-${s}`)).toBeInTheDocument();
      else expect(within(card).queryByTestId(`move-${s}`)).toBeNull();
    }
  });

  it('has a column for every stage and a menu entry', async () => {
    jest.spyOn(companyApi, 'pipeline').mockResolvedValue(pipeline([]));
    workspace('/company/hiring');
    for (const s of HIRING_STAGES) expect(await screen.findByTestId(`column-${s}`)).toBeInTheDocument();
    expect(screen.getByTestId('nav-hiring')).toHaveAttribute('href', '/company/hiring');
    expect(screen.getByRole('region', { name: '채용 단계' })).toBeInTheDocument();
  });

  it('moves a card by its button', async () => {
    jest.spyOn(companyApi, 'pipeline').mockResolvedValue(pipeline([candidateCard()]));
    const move = jest.spyOn(companyApi, 'moveCandidate').mockResolvedValue(candidate({ stage: 'screening' }));
    workspace('/company/hiring');
    await userEvent.click(await screen.findByRole('button', { name: '서류 검토로: Tran Thi Binh' }));
    await waitFor(() => expect(move).toHaveBeenCalledWith(CANDIDATE_ID, { stage: 'screening' }));
  });

  it('explains a refused move (409) and reads the board again', async () => {
    const board = jest.spyOn(companyApi, 'pipeline').mockResolvedValue(pipeline([candidateCard()]));
    jest.spyOn(companyApi, 'moveCandidate').mockRejectedValue(apiError(409, 'INVALID_STAGE_TRANSITION', '지금 단계에서는 옮길 수 없습니다.'));
    workspace('/company/hiring');
    await userEvent.click(await screen.findByTestId('move-screening'));
    expect(await screen.findByTestId('move-conflict')).toHaveTextContent('지금 단계에서는 이렇게 옮길 수 없습니다.');
    await waitFor(() => expect(board.mock.calls.length).toBeGreaterThanOrEqual(2));
  });

  it('asks before a rejection, with the reason sent as its note', async () => {
    jest.spyOn(companyApi, 'pipeline').mockResolvedValue(pipeline([candidateCard()]));
    const move = jest.spyOn(companyApi, 'moveCandidate').mockResolvedValue(candidate({ stage: 'rejected' }));
    workspace('/company/hiring');
    await userEvent.click(await screen.findByTestId('move-rejected'));
    const dialog = screen.getByRole('alertdialog', { name: 'Tran Thi Binh 님을 불합격 처리할까요?' });
    expect(within(dialog).getByTestId('confirm-no')).toHaveFocus();
    expect(move).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('사유 (선택)'), '경력 부족');
    await userEvent.click(within(dialog).getByTestId('confirm-yes'));
    await waitFor(() => expect(move).toHaveBeenCalledWith(CANDIDATE_ID, { stage: 'rejected', notes: '경력 부족' }));
  });

  it.each([
    ['allowed', gate(), '채용 가능', 'Can be hired'],
    ['needs_change', needsChange, '(으)로 변경 필요', 'Change to'],
    ['not_allowed', gate({ verdict: 'not_allowed', missing: [GATE_REASONS.NEW_VISA_FROM_ABROAD] }), '채용 불가', 'Cannot be hired'],
  ] as const)('shows the gate verdict %s on a card with an offer', async (_v, g, ko, en) => {
    jest.spyOn(companyApi, 'pipeline').mockResolvedValue(pipeline([candidateCard({ stage: 'offer', nextStages: ['hired', 'rejected'], gate: g })]));
    const { unmount } = workspace('/company/hiring');
    expect(await screen.findByTestId('gate-chip')).toHaveTextContent(ko);
    unmount();
    workspace('/company/hiring', 'en');
    expect(await screen.findByTestId('gate-chip')).toHaveTextContent(en);
  });

  it('shows the challenge and its score as the source', async () => {
    jest
      .spyOn(companyApi, 'pipeline')
      .mockResolvedValue(
        pipeline([candidateCard({ source: 'challenge', challengeTitle: '물류 대시보드', score: 87, stage: 'sourced', nextStages: ['contacted', 'rejected'] })]),
      );
    workspace('/company/hiring');
    expect(await screen.findByTestId('card-source')).toHaveTextContent('챌린지 물류 대시보드 · 점수 87');
  });
});

const offer = {
  id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  salary: 60_000_000,
  startDate: '2027-01-04',
  position: 'Engineer',
  occupationCode: '1120',
  occupationName: '기업 고위임원',
  visaSponsorship: true,
  visaExpiryDate: null,
  createdAt: '2026-11-29T01:00:00.000Z',
};

describe("a candidate's page", () => {
  it('shows what the gate says is missing, in each language, with its source', async () => {
    jest.spyOn(companyApi, 'candidate').mockResolvedValue(candidate({ stage: 'offer', nextStages: ['hired', 'rejected'], gate: needsChange }));
    const { unmount } = workspace(`/company/hiring/candidates/${CANDIDATE_ID}`);
    expect(await screen.findByTestId('gate-reason-CHANGE_PERMIT')).toHaveTextContent(GATE_REASONS.CHANGE_PERMIT.ko);
    expect(screen.getByTestId('gate-source')).toHaveTextContent('법무부');
    unmount();
    workspace(`/company/hiring/candidates/${CANDIDATE_ID}`, 'ja');
    const reason = await screen.findByTestId('gate-reason-CHANGE_PERMIT');
    expect(reason).toHaveTextContent('在留資格変更許可');
    expect(screen.getByTestId('gate-missing').textContent).not.toMatch(/[\uAC00-\uD7AF]/);
  });

  it("checks the offer with the contract's schema before sending it", async () => {
    jest.spyOn(companyApi, 'candidate').mockResolvedValue(candidate({ stage: 'interview', nextStages: ['offer', 'rejected'] }));
    const offer = jest.spyOn(companyApi, 'makeOffer');
    workspace(`/company/hiring/candidates/${CANDIDATE_ID}`);
    await userEvent.type(await screen.findByLabelText(/^연봉/), '-5');
    await userEvent.click(screen.getByTestId('offer-submit'));
    expect(screen.getByTestId('error-salary')).toHaveTextContent('연봉은 1원 이상이어야 합니다.');
    expect(screen.getByTestId('error-startDate')).toHaveTextContent('입사 예정일을(를) 입력해주세요.');
    expect(screen.getByTestId('error-occupationCode')).toHaveTextContent('직종 코드가 공식 목록에 없습니다.');
    expect(screen.getByTestId('error-visaSponsorship')).toHaveTextContent('비자 지원 여부를 선택해주세요.');
    expect(offer).not.toHaveBeenCalled();
  });

  it('words the offer errors in English', async () => {
    jest.spyOn(companyApi, 'candidate').mockResolvedValue(candidate({ stage: 'interview', nextStages: ['offer', 'rejected'] }));
    workspace(`/company/hiring/candidates/${CANDIDATE_ID}`, 'en');
    await userEvent.click(await screen.findByTestId('offer-submit'));
    expect(screen.getByTestId('error-salary')).toHaveTextContent('Enter the salary as a whole number of won.');
    expect(screen.getByTestId('error-occupationCode')).toHaveTextContent('This occupation code is not in the official list.');
    expect(screen.getByTestId('error-visaSponsorship')).toHaveTextContent('Please choose one from the list.');
  });

  it('sends a valid offer with an occupation picked from the list', async () => {
    jest.spyOn(companyApi, 'candidate').mockResolvedValue(candidate({ stage: 'interview', nextStages: ['offer', 'rejected'] }));
    const offer = jest.spyOn(companyApi, 'makeOffer').mockResolvedValue(candidate({ stage: 'offer', gate: gate() }));
    workspace(`/company/hiring/candidates/${CANDIDATE_ID}`);
    await userEvent.type(await screen.findByLabelText(/^연봉/), '60000000');
    await userEvent.type(screen.getByLabelText(/^입사 예정일/), '2027-01-04');
    await userEvent.type(screen.getByLabelText(/^직위/), 'Engineer');
    await userEvent.type(screen.getByTestId('occupation-input'), '1120');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(screen.getByLabelText('지원함'));
    await userEvent.click(screen.getByTestId('offer-submit'));
    await waitFor(() =>
      expect(offer).toHaveBeenCalledWith(CANDIDATE_ID, {
        salary: 60_000_000,
        startDate: '2027-01-04',
        position: 'Engineer',
        occupationCode: '1120',
        visaSponsorship: true,
        visaExpiryDate: null,
      }),
    );
  });

  it('shows the gate before a hire that needs a change, says a compliance item opens, then links to both', async () => {
    jest
      .spyOn(companyApi, 'candidate')
      .mockResolvedValueOnce(candidate({ stage: 'offer', nextStages: ['hired', 'rejected'], gate: needsChange, offer }))
      .mockResolvedValue(
        candidate({
          stage: 'hired',
          nextStages: [],
          gate: needsChange,
          employeeId: '7d2f3b10-5c4e-4a8b-9f61-0a1b2c3d4e5f',
          complianceItemId: '9e8d7c6b-5a49-4382-9716-a5b4c3d2e1f0',
        }),
      );
    const move = jest.spyOn(companyApi, 'moveCandidate').mockResolvedValue(candidate({ stage: 'hired' }));
    workspace(`/company/hiring/candidates/${CANDIDATE_ID}`);
    expect(await screen.findByTestId('candidate-offer')).toHaveTextContent('60,000,000');
    await userEvent.click(screen.getByTestId('to-hired'));
    const dialog = screen.getByRole('alertdialog', { name: 'Tran Thi Binh 님을 채용할까요?' });
    expect(within(dialog).getByTestId('gate-chip')).toHaveTextContent('변경 필요');
    expect(within(dialog).getByTestId('hire-compliance-note')).toHaveTextContent('컴플라이언스 항목이 열립니다');
    await userEvent.click(within(dialog).getByTestId('confirm-yes'));
    await waitFor(() => expect(move).toHaveBeenCalledWith(CANDIDATE_ID, { stage: 'hired' }));
    expect(await screen.findByTestId('hired-employee')).toHaveAttribute('href', '/company/employees/7d2f3b10-5c4e-4a8b-9f61-0a1b2c3d4e5f');
    expect(screen.getByTestId('hired-compliance')).toHaveAttribute('href', '/company/compliance/9e8d7c6b-5a49-4382-9716-a5b4c3d2e1f0');
  });

  it('hires an allowed candidate without a compliance note', async () => {
    jest.spyOn(companyApi, 'candidate').mockResolvedValue(candidate({ stage: 'offer', nextStages: ['hired', 'rejected'], gate: gate() }));
    workspace(`/company/hiring/candidates/${CANDIDATE_ID}`);
    await userEvent.click(await screen.findByTestId('to-hired'));
    expect(screen.getByTestId('hire-message')).toHaveTextContent('채용 가능');
    expect(screen.queryByTestId('hire-compliance-note')).toBeNull();
  });
});
