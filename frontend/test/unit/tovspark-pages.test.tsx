import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TChallenge, TLeaderboard } from '@tov/contracts';
import { tovsparkApi } from '../../src/api/tovspark-api';
import ChallengeListPage from '../../src/features/tovspark/ChallengeListPage';
import LeaderboardPage from '../../src/features/tovspark/LeaderboardPage';
import { renderRoutes } from '../utils';

afterEach(() => jest.restoreAllMocks());

const challenge = (over: Partial<TChallenge> = {}): TChallenge => ({
  id: 'c1',
  title: 'Subway dashboard',
  description: 'Build it',
  category: 'coding',
  type: 'tech_development',
  difficulty: 'intermediate',
  sparkPoints: 800,
  rewards: ['internship'],
  deadline: '2026-12-31T00:00:00Z',
  mentor: null,
  culturalGuide: null,
  status: 'published',
  rejectionReason: null,
  companyId: 'co1',
  companyName: 'Hanbit Robotics',
  participantCount: 3,
  daysLeft: 7,
  participationStatus: 'in_progress',
  createdAt: '',
  updatedAt: '',
  publishedAt: '',
  ...over,
});

describe('challenge list', () => {
  it('reads filters and sort from the address, asks the service with them, and words every field in the interface language', async () => {
    const list = jest.spyOn(tovsparkApi, 'challenges').mockResolvedValue({ items: [challenge()], page: 1, limit: 20, total: 1 });
    renderRoutes([{ path: '/tovspark/challenges', element: <ChallengeListPage /> }], { path: '/tovspark/challenges?sort=deadline&category=coding', lng: 'en' });
    const card = await screen.findByTestId('challenge-card');
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ sort: 'deadline', category: 'coding', page: 1 }));
    expect(card).toHaveTextContent('Coding · Tech development · Intermediate');
    expect(card).toHaveTextContent('800 SparkPoints');
    expect(card).toHaveTextContent('3 participants');
    expect(card).toHaveTextContent('7 days left');
    expect(card).toHaveTextContent('In progress');
    expect(screen.getByTestId('sort')).toHaveValue('deadline');
    // A new filter starts again from page 1 with the sort kept.
    await userEvent.selectOptions(screen.getByTestId('filter-difficulty'), 'expert');
    await waitFor(() =>
      expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ difficulty: 'expert', sort: 'deadline', category: 'coding', page: 1 })),
    );
  });

  it('falls back to the trending sort for an unknown one and says when nothing matches', async () => {
    const list = jest.spyOn(tovsparkApi, 'challenges').mockResolvedValue({ items: [], page: 1, limit: 20, total: 0 });
    renderRoutes([{ path: '/tovspark/challenges', element: <ChallengeListPage /> }], { path: '/tovspark/challenges?sort=random', lng: 'ko' });
    expect(await screen.findByText('조건에 맞는 챌린지가 없습니다.')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ sort: 'trending' }));
  });
});

describe('leaderboard', () => {
  it('highlights the caller and shows their own row under the board when they rank below it', async () => {
    const board: TLeaderboard = {
      period: 'all',
      periodKey: 'all',
      rows: [
        { rank: 1, userId: 'u1', name: 'Mina', sparkPoints: 1200, isMe: false },
        { rank: 2, userId: 'u2', name: null, sparkPoints: 900, isMe: false },
      ],
      me: { rank: 31, userId: 'me', name: 'An', sparkPoints: 80, isMe: true },
    };
    const call = jest.spyOn(tovsparkApi, 'leaderboard').mockResolvedValue(board);
    renderRoutes([{ path: '/', element: <LeaderboardPage /> }], { lng: 'en' });
    const mine = await screen.findByTestId('my-row');
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(mine).toHaveTextContent('31An (you)80');
    expect(within(screen.getAllByTestId('board-row')[1]!).getByText('Unnamed')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('period-week'));
    await waitFor(() => expect(call).toHaveBeenLastCalledWith('week', 20));
  });
});
