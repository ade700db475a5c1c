import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TTemplate, TTemplateGallery } from '@tov/contracts';
import { templatesApi } from '../../src/api/tovspark-templates-api';
import { tovsparkApi } from '../../src/api/tovspark-api';
import { signedIn } from '../../src/features/auth/auth-slice';
import NewChallengePage from '../../src/features/tovspark/NewChallengePage';
import TemplateDetailPage from '../../src/features/tovspark/TemplateDetailPage';
import TemplatesPage from '../../src/features/tovspark/TemplatesPage';
import { renderRoutes, type TestStore } from '../utils';

afterEach(() => jest.restoreAllMocks());

const as =
  (role: string, id = 'me') =>
  (store: TestStore) =>
    store.dispatch(
      signedIn({
        token: 't',
        user: {
          id,
          email: 'e',
          name: 'Park',
          role: role as never,
          roles: [role as never],
          phoneNumber: '',
          createdAt: '',
          companyName: 'Hanbit Robotics',
        } as never,
      }),
    );

const template = (over: Partial<TTemplate> = {}): TTemplate => ({
  id: 't1',
  slug: 'coding-settlement-chatbot.en',
  title: 'Build a multilingual settlement chatbot',
  description: 'Answer newcomers.',
  requirements: ['20 scenarios', 'Sources'],
  evaluationCriteria: [
    { name: 'Accuracy', weight: 60 },
    { name: 'Usability', weight: 40 },
  ],
  category: 'coding',
  type: 'tech_development',
  difficulty: 'intermediate',
  sparkPoints: 800,
  durationDays: 21,
  rewards: ['internship'],
  language: 'en',
  visibility: 'public',
  curated: true,
  featured: false,
  ownerId: null,
  ownerName: null,
  sourceChallengeId: null,
  usageCount: 12,
  ratingAverage: 4.5,
  ratingCount: 8,
  myRating: null,
  usedByMe: false,
  canManage: false,
  createdAt: '',
  updatedAt: '',
  ...over,
});

function mockReads(items: TTemplate[], featured: TTemplate[] = []) {
  const gallery: TTemplateGallery = { featured, categories: [] };
  return {
    list: jest.spyOn(templatesApi, 'list').mockResolvedValue({ items, page: 1, limit: 24, total: items.length }),
    gallery: jest.spyOn(templatesApi, 'gallery').mockResolvedValue(gallery),
    categories: jest.spyOn(templatesApi, 'categories').mockResolvedValue({
      categories: [
        { category: 'coding', count: 3 },
        { category: 'project', count: 2 },
        { category: 'education', count: 2 },
        { category: 'innovation', count: 2 },
        { category: 'startup', count: 2 },
        { category: 'global', count: 2 },
      ],
      total: 13,
    }),
  };
}

describe('template gallery', () => {
  it('shows the featured templates and the list in the interface language, with chips, rating, usage and a category filter', async () => {
    const calls = mockReads([template()], [template({ id: 't2', featured: true, title: 'Localise a campaign', category: 'global' })]);
    renderRoutes([{ path: '/tovspark/templates', element: <TemplatesPage /> }], { path: '/tovspark/templates', lng: 'en', prepare: as('challenger') });
    const card = within(await screen.findByTestId('template-list')).getByTestId('template-card');
    expect(calls.list).toHaveBeenCalledWith(expect.objectContaining({ language: 'en', sort: 'popular', page: 1 }));
    expect(card).toHaveTextContent('Coding');
    expect(card).toHaveTextContent('Intermediate');
    expect(card).toHaveTextContent('800 SparkPoints · 21 days · English');
    expect(card).toHaveTextContent('4.5 (8 ratings)');
    expect(card).toHaveTextContent('Used by 12 companies');
    // An applicant reads the gallery: no stars to set, no "use this template".
    expect(within(card).queryByTestId('rating-stars')).toBeNull();
    expect(within(card).queryByTestId('use-template')).toBeNull();
    expect(within(await screen.findByTestId('featured-templates')).getByText('Localise a campaign')).toBeInTheDocument();
    expect(await screen.findByTestId('category-coding')).toHaveTextContent('Coding3');
    await userEvent.click(screen.getByTestId('category-startup'));
    expect(screen.getByTestId('category-startup')).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls.list).toHaveBeenLastCalledWith(expect.objectContaining({ category: 'startup', page: 1 })));
    expect(document.body.textContent).not.toMatch(/templates\.|\[object Object\]/);
  });

  it('shows Korean templates first to a Korean interface', async () => {
    const calls = mockReads([]);
    renderRoutes([{ path: '/tovspark/templates', element: <TemplatesPage /> }], { path: '/tovspark/templates', lng: 'ko', prepare: as('company') });
    expect(await screen.findByText('조건에 맞는 템플릿이 없습니다.')).toBeInTheDocument();
    expect(calls.list).toHaveBeenCalledWith(expect.objectContaining({ language: 'ko' }));
    expect(screen.getByTestId('template-language')).toHaveValue('ko');
  });

  it('lets a company rate with the keyboard: arrows move through the stars and the rating resting there is sent once', async () => {
    mockReads([template()]);
    const rate = jest.spyOn(templatesApi, 'rate').mockResolvedValue({ templateId: 't1', ratingAverage: 4.33, ratingCount: 9, myRating: 3, firstRating: true });
    renderRoutes([{ path: '/tovspark/templates', element: <TemplatesPage /> }], { path: '/tovspark/templates', lng: 'en', prepare: as('company') });
    const card = within(await screen.findByTestId('template-list')).getByTestId('template-card');
    expect(within(card).getByTestId('use-template')).toHaveAttribute('href', '/tovspark/challenges/new?template=t1');
    const stars = within(card).getByRole('group', { name: 'Your rating' });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    const user = userEvent.setup();
    await user.click(within(stars).getByLabelText('1 of 5 stars'));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(stars).getByLabelText('3 of 5 stars')).toBeChecked();
    await waitFor(() => expect(rate).toHaveBeenCalledWith('t1', 3));
    expect(rate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(card).toHaveTextContent('4.3 (9 ratings)'));
  });

  it('does not offer a company stars on its own template', async () => {
    mockReads([template({ ownerId: 'me', canManage: true, curated: false })]);
    renderRoutes([{ path: '/tovspark/templates', element: <TemplatesPage /> }], { path: '/tovspark/templates', lng: 'en', prepare: as('company', 'me') });
    const card = within(await screen.findByTestId('template-list')).getByTestId('template-card');
    expect(within(card).queryByTestId('rating-stars')).toBeNull();
  });
});

describe('template detail', () => {
  it('shows the requirements and weighted criteria in Japanese labels, the template text as written', async () => {
    jest.spyOn(templatesApi, 'template').mockResolvedValue(template());
    renderRoutes([{ path: '/tovspark/templates/:id', element: <TemplateDetailPage /> }], { path: '/tovspark/templates/t1', lng: 'ja', prepare: as('admin') });
    const detail = await screen.findByTestId('template-detail');
    expect(within(detail).getByRole('heading', { level: 1 })).toHaveTextContent('Build a multilingual settlement chatbot');
    expect(detail).toHaveTextContent('要件');
    expect(screen.getByTestId('template-criteria')).toHaveTextContent('Accuracy60%Usability40%');
    expect(screen.getByTestId('use-template')).toHaveTextContent('このテンプレートを使う');
  });

  it('says when a template cannot be read', async () => {
    jest.spyOn(templatesApi, 'template').mockRejectedValue(Object.assign(new Error('nf'), { status: 404 }));
    renderRoutes([{ path: '/tovspark/templates/:id', element: <TemplateDetailPage /> }], { path: '/tovspark/templates/t9', lng: 'en', prepare: as('company') });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});

describe('new challenge from a template', () => {
  it('fills the form from the template and creates the challenge through create-from-template with the edited fields', async () => {
    jest.spyOn(templatesApi, 'template').mockResolvedValue(template());
    const create = jest.spyOn(tovsparkApi, 'create');
    const fromTemplate = jest.spyOn(templatesApi, 'createFromTemplate').mockResolvedValue({
      challenge: { id: 'c9', status: 'draft' } as never,
      template: template({ usageCount: 13 }),
      firstUse: true,
    });
    const { router } = renderRoutes(
      [
        { path: '/tovspark/challenges/new', element: <NewChallengePage /> },
        { path: '/tovspark/challenges/:id', element: <p>detail</p> },
      ],
      { path: '/tovspark/challenges/new?template=t1', lng: 'en', prepare: as('company') },
    );
    expect(await screen.findByTestId('from-template')).toHaveTextContent('Based on the template: Build a multilingual settlement chatbot');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Build a multilingual settlement chatbot');
    expect((screen.getByLabelText(/^Description/) as HTMLTextAreaElement).value).toBe(
      'Answer newcomers.\n\nRequirements\n- 20 scenarios\n- Sources\n\nEvaluation criteria\n- Accuracy (60%)\n- Usability (40%)',
    );
    expect(screen.getByTestId('send-to-review')).not.toBeChecked();
    const points = screen.getByLabelText(/^SparkPoints/);
    await userEvent.clear(points);
    await userEvent.type(points, '1000');
    await userEvent.click(screen.getByTestId('create-challenge'));
    await waitFor(() =>
      expect(fromTemplate).toHaveBeenCalledWith(
        expect.objectContaining({ templateId: 't1', sparkPoints: 1000, status: 'draft', category: 'coding', title: 'Build a multilingual settlement chatbot' }),
      ),
    );
    expect(create).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/tovspark/challenges/c9'));
  });
});
