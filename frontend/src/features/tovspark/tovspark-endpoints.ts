import type {
  TChallenge,
  TChallengeList,
  TChallengeListQuery,
  TCreateChallenge,
  TCreateFromTemplate,
  TCreatedFromTemplate,
  TLeaderboard,
  TLeaderboardPeriod,
  TMyResult,
  TMySubmission,
  TParticipation,
  TPublishChallenge,
  TScoreSubmission,
  TSubmission,
  TSubmissionInput,
  TTalentContactResult,
  TTalentList,
  TTalentListQuery,
  TTemplate,
  TTemplateCategories,
  TTemplateGallery,
  TTemplateLanguage,
  TTemplateList,
  TTemplateListQuery,
  TTemplateRating,
  TUserStats,
} from '@tov/contracts';
import { api } from '../../api/api-slice';
import { tovsparkApi } from '../../api/tovspark-api';
import { tovsparkCompanyApi } from '../../api/tovspark-company-api';
import { templatesApi } from '../../api/tovspark-templates-api';

const CHALLENGES = { type: 'Challenge', id: 'LIST' } as const;
const MINE = { type: 'MyChallenge', id: 'LIST' } as const;
const TEMPLATES = { type: 'Template', id: 'LIST' } as const;
const ok = <T>(error: unknown, tags: T[]): T[] => (error ? [] : tags);

/**
 * The challenge program (spec 002 §7): challenges, one's submission and results, the leaderboard,
 * the company's own challenges, talents and templates, and the admin's review and scoring. File
 * transfers (an upload with its progress, a download) are not cached data: the screens call the API
 * for them directly.
 */
export const tovsparkEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    challenges: build.query<TChallengeList, Partial<TChallengeListQuery>>({
      query: (query) => () => tovsparkApi.challenges(query),
      providesTags: [CHALLENGES],
    }),
    challenge: build.query<TChallenge, string>({
      query: (id) => () => tovsparkApi.challenge(id),
      providesTags: (_r, _e, id) => [{ type: 'Challenge', id }],
    }),
    mySubmission: build.query<TMySubmission, string>({
      query: (challengeId) => () => tovsparkApi.mySubmission(challengeId),
      providesTags: (_r, _e, challengeId) => [{ type: 'Submission', id: challengeId }],
    }),
    /** Joining or leaving changes the challenge (participants), one's participation and the lists. */
    participate: build.mutation<TParticipation, { challengeId: string; join: boolean }>({
      query:
        ({ challengeId, join }) =>
        () =>
          join ? tovsparkApi.join(challengeId) : tovsparkApi.leave(challengeId),
      invalidatesTags: (_r, error, { challengeId }) =>
        ok(error, [{ type: 'Challenge' as const, id: challengeId }, { type: 'Submission' as const, id: challengeId }, CHALLENGES, 'MyResults' as const]),
    }),
    /** A draft or a hand-in: one's submission, the challenge and one's results change. */
    saveSubmission: build.mutation<TSubmission, { challengeId: string; body: TSubmissionInput }>({
      query:
        ({ challengeId, body }) =>
        () =>
          tovsparkApi.saveSubmission(challengeId, body),
      invalidatesTags: (_r, error, { challengeId }) =>
        ok(error, [{ type: 'Submission' as const, id: challengeId }, { type: 'Challenge' as const, id: challengeId }, 'MyResults' as const]),
    }),
    createChallenge: build.mutation<TChallenge, TCreateChallenge>({
      query: (body) => () => tovsparkApi.create(body),
      invalidatesTags: (_r, error) => ok(error, [CHALLENGES, MINE]),
    }),
    /** A challenge from a template (counts the template's use). */
    createFromTemplate: build.mutation<TCreatedFromTemplate, TCreateFromTemplate>({
      query: (body) => () => templatesApi.createFromTemplate(body),
      invalidatesTags: (_r, error, { templateId }) => ok(error, [CHALLENGES, MINE, TEMPLATES, { type: 'Template' as const, id: templateId }]),
    }),
    leaderboard: build.query<TLeaderboard, { period: TLeaderboardPeriod; limit: number }>({
      query:
        ({ period, limit }) =>
        () =>
          tovsparkApi.leaderboard(period, limit),
      providesTags: ['Leaderboard'],
    }),
    myResults: build.query<{ results: TMyResult[]; stats: TUserStats }, void>({
      query: () => async () => {
        const [results, stats] = await Promise.all([tovsparkApi.myResults(), tovsparkApi.stats()]);
        return { results, stats };
      },
      providesTags: ['MyResults'],
    }),
    myChallenges: build.query<TChallengeList, Partial<TChallengeListQuery>>({
      query: (query) => () => tovsparkCompanyApi.myChallenges(query),
      providesTags: [MINE],
    }),
    /** The owner's view of what was handed in to its challenge; scoring refreshes it (the admin's tag: the same list). */
    challengeSubmissions: build.query<TSubmission[], string>({
      query: (challengeId) => () => tovsparkCompanyApi.submissions(challengeId),
      providesTags: (_r, _e, challengeId) => [{ type: 'AdminSubmission', id: challengeId }],
    }),
    talents: build.query<TTalentList, Partial<TTalentListQuery>>({
      query: (query) => () => tovsparkCompanyApi.talents(query),
      providesTags: [{ type: 'Talent', id: 'LIST' }],
    }),
    /** One message per dialog: the key makes a retried request answer the first contact (one e-mail). */
    contactTalent: build.mutation<TTalentContactResult, { talentId: string; message: string; idempotencyKey: string }>({
      query:
        ({ talentId, message, idempotencyKey }) =>
        () =>
          tovsparkCompanyApi.contact(talentId, message, idempotencyKey),
    }),
    templates: build.query<TTemplateList, Partial<TTemplateListQuery>>({
      query: (query) => () => templatesApi.list(query),
      providesTags: (r) => [TEMPLATES, ...(r?.items ?? []).map((t) => ({ type: 'Template' as const, id: t.id }))],
    }),
    templateGallery: build.query<TTemplateGallery, TTemplateLanguage | undefined>({
      query: (language) => () => templatesApi.gallery(language),
      providesTags: (r) => [TEMPLATES, ...(r?.featured ?? []).map((t) => ({ type: 'Template' as const, id: t.id }))],
    }),
    templateCategories: build.query<TTemplateCategories, TTemplateLanguage | undefined>({
      query: (language) => () => templatesApi.categories(language),
      providesTags: [TEMPLATES],
    }),
    template: build.query<TTemplate, string>({
      query: (id) => () => templatesApi.template(id),
      providesTags: (_r, _e, id) => [{ type: 'Template', id }],
    }),
    /**
     * The caller's rating. The answer carries the template's new average and count, written into every
     * cached list and page that shows the template (reading them again would only say the same).
     */
    rateTemplate: build.mutation<TTemplateRating, { templateId: string; rating: number }>({
      query:
        ({ templateId, rating }) =>
        () =>
          templatesApi.rate(templateId, rating),
      async onQueryStarted({ templateId }, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        const rated = (t: TTemplate) => {
          if (t.id !== templateId) return;
          t.ratingAverage = data.ratingAverage;
          t.ratingCount = data.ratingCount;
          t.myRating = data.myRating;
        };
        for (const entry of tovsparkEndpoints.util.selectInvalidatedBy(getState(), [{ type: 'Template', id: templateId }])) {
          if (entry.endpointName === 'templates')
            dispatch(tovsparkEndpoints.util.updateQueryData('templates', entry.originalArgs as Partial<TTemplateListQuery>, (d) => d.items.forEach(rated)));
          if (entry.endpointName === 'templateGallery')
            dispatch(
              tovsparkEndpoints.util.updateQueryData('templateGallery', entry.originalArgs as TTemplateLanguage | undefined, (d) => d.featured.forEach(rated)),
            );
          if (entry.endpointName === 'template') dispatch(tovsparkEndpoints.util.updateQueryData('template', templateId, rated));
        }
      },
    }),
    /** The admin's review: publishing, rejecting or closing changes the challenge and every list of challenges. */
    publishChallenge: build.mutation<TChallenge, { challengeId: string; body: TPublishChallenge }>({
      query:
        ({ challengeId, body }) =>
        () =>
          tovsparkApi.admin.publish(challengeId, body),
      invalidatesTags: (_r, error, { challengeId }) => ok(error, [{ type: 'Challenge' as const, id: challengeId }, CHALLENGES, MINE]),
    }),
    submissions: build.query<TSubmission[], string>({
      query: (challengeId) => () => tovsparkApi.admin.submissions(challengeId),
      providesTags: (_r, _e, challengeId) => [{ type: 'AdminSubmission', id: challengeId }],
    }),
    /** Scoring a submission awards SparkPoints: the submissions, the leaderboard and results change. */
    scoreSubmission: build.mutation<TSubmission, { challengeId: string; submissionId: string; body: TScoreSubmission }>({
      query:
        ({ submissionId, body }) =>
        () =>
          tovsparkApi.admin.score(submissionId, body),
      invalidatesTags: (_r, error, { challengeId }) =>
        ok(error, [
          { type: 'AdminSubmission' as const, id: challengeId },
          'Leaderboard' as const,
          'MyResults' as const,
          { type: 'Submission' as const, id: challengeId },
        ]),
    }),
  }),
});

export const {
  useChallengesQuery,
  useChallengeQuery,
  useMySubmissionQuery,
  useParticipateMutation,
  useSaveSubmissionMutation,
  useCreateChallengeMutation,
  useCreateFromTemplateMutation,
  useLeaderboardQuery,
  useMyResultsQuery,
  useMyChallengesQuery,
  useChallengeSubmissionsQuery,
  useTalentsQuery,
  useContactTalentMutation,
  useTemplatesQuery,
  useTemplateGalleryQuery,
  useTemplateCategoriesQuery,
  useTemplateQuery,
  useRateTemplateMutation,
  usePublishChallengeMutation,
  useSubmissionsQuery,
  useScoreSubmissionMutation,
} = tovsparkEndpoints;
