import type { TAcceptQuoteResult, TClientService, TMatchingPreferences, TMatchingQuotes, TMatchingRequest, TServiceOption } from '@tov/contracts';
import { api } from '../../api/api-slice';
import type { ApiError } from '../../api/errors';
import { servicesApi, type ClientMessage } from '../../api/services-api';
import { visaApi } from '../../api/visa-api';

/**
 * The chosen expert's quotes and the paid service, from the specialist service (`GET
 * /matching/{requestId}/quotes`, decision 116). Right after the choice the specialist service may not
 * know the request yet (404 until `matching.expert.selected` reaches it, usually under a second):
 * that is "no quote yet", and the page reads them again while none stands.
 */
export async function readMatchingQuotes(requestId: string): Promise<TMatchingQuotes> {
  try {
    return await servicesApi.quotes(requestId);
  } catch (error) {
    if ((error as Partial<ApiError> | null)?.status !== 404) throw error;
    return { requestId, quotes: [], service: null };
  }
}

/**
 * The applicant's side of expert matching: the request of an assessment (asking for experts and
 * choosing one answer the request, which is written into the cache), the chosen expert's quotes
 * (accepting or declining one invalidates them), and the paid services with their messages.
 */
export const servicesEndpoints = api.injectEndpoints({
  endpoints: (build) => ({
    matchingFor: build.query<TMatchingRequest | null, string>({
      query: (assessmentId) => () => visaApi.matchingFor(assessmentId),
      providesTags: (_r, _e, assessmentId) => [{ type: 'Matching', id: assessmentId }],
    }),
    requestExperts: build.mutation<TMatchingRequest, { assessmentId: string; preferences: Partial<TMatchingPreferences> }>({
      query:
        ({ assessmentId, preferences }) =>
        () =>
          visaApi.requestExperts(assessmentId, preferences),
      async onQueryStarted({ assessmentId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(servicesEndpoints.util.upsertQueryData('matchingFor', assessmentId, data));
      },
    }),
    selectExpert: build.mutation<TMatchingRequest, { assessmentId: string; requestId: string; expertId: string; serviceOption: TServiceOption }>({
      query:
        ({ requestId, expertId, serviceOption }) =>
        () =>
          visaApi.selectExpert(requestId, { expertId, serviceOption }),
      async onQueryStarted({ assessmentId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(servicesEndpoints.util.upsertQueryData('matchingFor', assessmentId, data));
      },
    }),
    matchingQuotes: build.query<TMatchingQuotes, string>({
      query: (requestId) => () => readMatchingQuotes(requestId),
      providesTags: (_r, _e, requestId) => [{ type: 'MatchingQuotes', id: requestId }],
    }),
    /**
     * Accepts and pays (run by the accept-and-pay saga, which keeps the intent's Idempotency-Key). The
     * answer shows at once (the quote accepted, the others superseded, the service); the quotes and
     * the services list are read again.
     */
    acceptQuote: build.mutation<TAcceptQuoteResult, { requestId: string; quoteId: string; idempotencyKey: string }>({
      query:
        ({ requestId, quoteId, idempotencyKey }) =>
        () =>
          servicesApi.acceptQuote(requestId, quoteId, idempotencyKey),
      async onQueryStarted({ requestId, quoteId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          servicesEndpoints.util.updateQueryData('matchingQuotes', requestId, (draft) => {
            draft.service = { serviceId: data.service.serviceId, status: data.service.status };
            for (const quote of draft.quotes) {
              if (quote.quoteId === quoteId) quote.status = 'accepted';
              else if (quote.status === 'sent') quote.status = 'superseded';
            }
          }),
        );
      },
      invalidatesTags: (_r, error, { requestId }) =>
        error
          ? []
          : [
              { type: 'MatchingQuotes', id: requestId },
              { type: 'ClientService', id: 'LIST' },
            ],
    }),
    declineQuote: build.mutation<void, { requestId: string; quoteId: string }>({
      query:
        ({ requestId, quoteId }) =>
        () =>
          servicesApi.declineQuote(requestId, quoteId),
      async onQueryStarted({ requestId, quoteId }, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (!done) return;
        dispatch(
          servicesEndpoints.util.updateQueryData('matchingQuotes', requestId, (draft) => {
            const quote = draft.quotes.find((q) => q.quoteId === quoteId);
            if (quote) quote.status = 'declined';
          }),
        );
      },
      invalidatesTags: (_r, error, { requestId }) => (error ? [] : [{ type: 'MatchingQuotes', id: requestId }]),
    }),
    clientServices: build.query<TClientService[], void>({
      query: () => () => servicesApi.list(),
      providesTags: [{ type: 'ClientService', id: 'LIST' }],
    }),
    clientService: build.query<TClientService, string>({
      query: (serviceId) => () => servicesApi.get(serviceId),
      providesTags: (_r, _e, serviceId) => [{ type: 'ClientService', id: serviceId }],
    }),
    /** The applicant's answer on the roadmap; the service is read again (the roadmap shows it with the expert's messages). */
    sendServiceMessage: build.mutation<void, { serviceId: string; message: ClientMessage }>({
      query:
        ({ serviceId, message }) =>
        () =>
          servicesApi.sendMessage(serviceId, message),
      invalidatesTags: (_r, error, { serviceId }) => (error ? [] : [{ type: 'ClientService', id: serviceId }]),
    }),
  }),
});

export const {
  useMatchingForQuery,
  useRequestExpertsMutation,
  useSelectExpertMutation,
  useMatchingQuotesQuery,
  useDeclineQuoteMutation,
  useClientServicesQuery,
  useClientServiceQuery,
  useSendServiceMessageMutation,
} = servicesEndpoints;
