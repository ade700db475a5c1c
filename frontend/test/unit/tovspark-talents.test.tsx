import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TChallenge, TTalent } from '@tov/contracts';
import { tovsparkCompanyApi } from '../../src/api/tovspark-company-api';
import MyChallengesPage from '../../src/features/tovspark/MyChallengesPage';
import TalentSearchPage from '../../src/features/tovspark/TalentSearchPage';
import { renderRoutes } from '../utils';

afterEach(() => jest.restoreAllMocks());

const talent = (over: Partial<TTalent> = {}): TTalent => ({
  id: 't1',
  name: 'Nguyen Van A',
  sparkPoints: 1020,
  completedChallenges: 2,
  keySkills: ['coding', 'project'],
  visaType: 'E-7',
  visaSource: 'assessment',
  visaScore: 81,
  experience: 4,
  location: 'Busan',
  availability: 'within_month',
  nationality: 'Vietnam',
  updatedAt: '',
  ...over,
});

describe('talent search', () => {
  it('reads the visa and skill filters from the address, lists the talents, opens the detail and sends a message with a key', async () => {
    const search = jest.spyOn(tovsparkCompanyApi, 'talents').mockResolvedValue({ items: [talent()], page: 1, limit: 20, total: 1 });
    const contact = jest.spyOn(tovsparkCompanyApi, 'contact').mockResolvedValue({ contactId: 'k1', talentId: 't1', createdAt: '', remainingToday: 2 });
    renderRoutes([{ path: '/tovspark/talents', element: <TalentSearchPage /> }], { path: '/tovspark/talents?visaType=E-7', lng: 'en' });
    const row = await screen.findByTestId('talent-row');
    expect(search).toHaveBeenCalledWith(expect.objectContaining({ visaType: 'E-7', page: 1 }));
    expect(row).toHaveTextContent('Nguyen Van A');
    expect(row).toHaveTextContent('1,020');
    expect(row).toHaveTextContent('Coding, Project');
    expect(row).toHaveTextContent('Within a month');
    await userEvent.selectOptions(screen.getByTestId('talent-filter-skill'), 'coding');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ visaType: 'E-7', skill: 'coding', page: 1 })));

    await userEvent.click(await screen.findByTestId('talent-open'));
    const panel = screen.getByTestId('talent-panel');
    expect(panel).toHaveTextContent('E-7 (latest assessment)');
    expect(panel).toHaveTextContent('4 yr');
    await userEvent.click(within(panel).getByTestId('talent-contact'));
    await userEvent.click(screen.getByTestId('contact-send'));
    expect(screen.getByTestId('contact-error')).toHaveTextContent('Please write a message.');
    expect(contact).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('contact-message'), 'Would you like an interview?');
    await userEvent.click(screen.getByTestId('contact-send'));
    await waitFor(() => expect(screen.queryByTestId('contact-dialog')).not.toBeInTheDocument());
    expect(contact).toHaveBeenCalledWith('t1', 'Would you like an interview?', expect.any(String));
  });

  it('words the daily contact limit and keeps the dialog open', async () => {
    jest.spyOn(tovsparkCompanyApi, 'talents').mockResolvedValue({ items: [talent()], page: 1, limit: 20, total: 1 });
    jest.spyOn(tovsparkCompanyApi, 'contact').mockRejectedValue({ code: 'TALENT_CONTACT_LIMIT', status: 429, message: '하루 제한' });
    renderRoutes([{ path: '/', element: <TalentSearchPage /> }], { lng: 'ja' });
    await userEvent.click(await screen.findByTestId('talent-open'));
    await userEvent.click(screen.getByTestId('talent-contact'));
    await userEvent.type(screen.getByTestId('contact-message'), 'こんにちは');
    await userEvent.click(screen.getByTestId('contact-send'));
    expect(await screen.findByTestId('contact-error')).toHaveTextContent('同じ人材には1日3回まで連絡できます。');
    expect(screen.getByTestId('contact-dialog')).toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    jest.spyOn(tovsparkCompanyApi, 'talents').mockResolvedValue({ items: [], page: 1, limit: 20, total: 0 });
    renderRoutes([{ path: '/', element: <TalentSearchPage /> }], { lng: 'ko' });
    expect(await screen.findByText('조건에 맞는 인재가 없습니다.')).toBeInTheDocument();
  });
});

describe('my challenges', () => {
  it("lists the company's own challenges with their status, filtered by status", async () => {
    const mine: TChallenge = {
      id: 'c1',
      title: 'Subway dashboard',
      description: '',
      category: 'coding',
      type: 'tech_development',
      difficulty: 'intermediate',
      sparkPoints: 800,
      rewards: [],
      deadline: '',
      mentor: null,
      culturalGuide: null,
      status: 'rejected',
      rejectionReason: 'Too vague',
      companyId: 'co1',
      companyName: 'Hanbit',
      participantCount: 0,
      daysLeft: 5,
      participationStatus: 'not_started',
      createdAt: '',
      updatedAt: '',
      publishedAt: null,
    };
    const list = jest.spyOn(tovsparkCompanyApi, 'myChallenges').mockResolvedValue({ items: [mine], page: 1, limit: 20, total: 1 });
    renderRoutes([{ path: '/', element: <MyChallengesPage /> }], { lng: 'en' });
    const row = await screen.findByTestId('my-challenge-row');
    expect(row).toHaveTextContent('Subway dashboard');
    expect(row).toHaveTextContent('Too vague');
    await userEvent.selectOptions(screen.getByTestId('my-filter-status'), 'draft');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'draft', sort: 'newest' })));
  });
});
