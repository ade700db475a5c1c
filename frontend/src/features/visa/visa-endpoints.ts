import type {
  TAssessment,
  TAssessmentDetail,
  TBookmarkList,
  TComparison,
  TEmailQueued,
  TEvaluateRequest,
  TRequiredFields,
  TVisaTypeEntry,
} from '@tov/contracts';
import { api } from '../../api/api-slice';
import { visaApi, type HistoryPage } from '../../api/visa-api';
import type { HistoryFilters } from './history-filters';

const LIST = { type: 'Assessment', id: 'LIST' } as const;
const BOOKMARKS = { type: 'Bookmark', id: 'LIST' } as const;

/** The history's pages in order, each assessment once (a later page may repeat one that moved up). */
export function mergeHistoryPages(pages: readonly HistoryPage[]): TAssessment[] {
  const seen = new Set<string>();
  const items: TAssessment[] = [];
  for (const page of pages) {
    for (const a of page.evaluations) {
      if (seen.has(a.assessmentId)) continue;
      seen.add(a.assessmentId);
      items.push(a);
    }
  }
  return items;
}

/** Filters without their empty values, so `{}` and `{ visaType: '' }` are the same cached list. */
export function historyArg(filters: HistoryFilters): HistoryFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => Boolean(v))) as HistoryFilters;
}

/** Visa assessments (spec 001 §7): types, results, history, comparison, bookmarks, documents, e-mail and feedback. */
export const visaEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    visaTypes: build.query<TVisaTypeEntry[], void>({
      query: () => () => visaApi.types(),
    }),
    assessment: build.query<TAssessmentDetail, string>({
      query: (id) => () => visaApi.get(id),
      providesTags: (_r, _e, id) => [{ type: 'Assessment', id }],
    }),
    latestAssessment: build.query<TAssessment | null, void>({
      query: () => () => visaApi.latest(),
      providesTags: [LIST],
    }),
    /** Page 1, then "load more" appends the next page (spec 001 §3); new filters start again from page 1. */
    history: build.infiniteQuery<HistoryPage, HistoryFilters, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, all) => (mergeHistoryPages(all).length < last.total && last.evaluations.length > 0 ? last.page + 1 : undefined),
      },
      query:
        ({ queryArg, pageParam }) =>
        () =>
          visaApi.history(pageParam, queryArg),
      providesTags: [LIST],
    }),
    comparison: build.query<TComparison['assessments'], string[]>({
      query: (ids) => async () => (await visaApi.compare(ids)).assessments,
      providesTags: [LIST],
    }),
    removeAssessment: build.mutation<void, string>({
      query: (id) => () => visaApi.remove(id),
      invalidatesTags: (_r, error, id) => (error ? [] : [{ type: 'Assessment', id }, LIST, BOOKMARKS]),
    }),
    requiredDocuments: build.query<TRequiredFields, { visaType: string; applicationType: string; subtype?: string }>({
      query:
        ({ visaType, applicationType, subtype }) =>
        () =>
          visaApi.requiredDocuments(visaType, applicationType, subtype),
    }),
    /** A quick check, recommendations or change paths: evaluated, not saved (nothing cached changes). */
    tryEvaluation: build.mutation<TAssessment, TEvaluateRequest>({
      query: (request) => () => visaApi.evaluate(request),
    }),
    bookmarks: build.query<TBookmarkList['bookmarks'], void>({
      query: () => () => visaApi.bookmarks(),
      providesTags: [BOOKMARKS],
    }),
    isBookmarked: build.query<boolean, string>({
      query: (id) => () => visaApi.isBookmarked(id),
      providesTags: (_r, _e, id) => [{ type: 'Bookmark', id }],
    }),
    /** The answer is the new state of this bookmark (written into the cache); the list is read again. */
    setBookmark: build.mutation<void, { assessmentId: string; bookmarked: boolean }>({
      query:
        ({ assessmentId, bookmarked }) =>
        () =>
          bookmarked ? visaApi.addBookmark(assessmentId) : visaApi.removeBookmark(assessmentId),
      async onQueryStarted({ assessmentId, bookmarked }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(visaEndpoints.util.updateQueryData('isBookmarked', assessmentId, () => bookmarked));
        } catch {
          /* the screen says so */
        }
      },
      invalidatesTags: (_r, error) => (error ? [] : [BOOKMARKS]),
    }),
    sendSummary: build.mutation<TEmailQueued, { assessmentId: string; language: string }>({
      query:
        ({ assessmentId, language }) =>
        () =>
          visaApi.sendSummary(assessmentId, language),
    }),
    sendFeedback: build.mutation<void, { assessmentId: string; rating: number; comment: string }>({
      query:
        ({ assessmentId, rating, comment }) =>
        () =>
          visaApi.feedback(assessmentId, rating, comment),
    }),
  }),
});

export const {
  useVisaTypesQuery,
  useAssessmentQuery,
  useLatestAssessmentQuery,
  useHistoryInfiniteQuery,
  useComparisonQuery,
  useRemoveAssessmentMutation,
  useRequiredDocumentsQuery,
  useTryEvaluationMutation,
  useBookmarksQuery,
  useIsBookmarkedQuery,
  useSetBookmarkMutation,
  useSendSummaryMutation,
  useSendFeedbackMutation,
} = visaEndpoints;
