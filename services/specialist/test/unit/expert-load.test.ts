import { holdsLoad, loadOf } from '../../src/domain/expert-load';

/**
 * The load rule, moved here from matching's request-load tests with the code that owns it: a request
 * counts from the applicant's choice until its quote is declined or expires, or its paid service is
 * completed or cancelled. The cases of event order matching had to cope with (a closure before its
 * quote, a payment after a closure) are states this service never holds: its request is final once
 * declined or expired.
 */
describe('a request’s share of its expert’s load', () => {
  it.each<[string, string, string | null, boolean]>([
    ['chosen, waiting for a quote', 'new', null, true],
    ['quoted (again: the earlier quote superseded)', 'quoted', null, true],
    ['its quote declined', 'declined', null, false],
    ['its quote expired', 'expired', null, false],
    ['paid: the service runs', 'accepted', 'accepted', true],
    ['paid: the service in progress', 'accepted', 'in_progress', true],
    ['paid: the documents submitted', 'accepted', 'documents_submitted', true],
    ['the service completed', 'accepted', 'completed', false],
    ['the service cancelled', 'accepted', 'cancelled', false],
    ['accepted without a service (never written so)', 'accepted', null, false],
  ])('%s: holds load %s', (_case, requestStatus, serviceStatus, expected) => {
    expect(holdsLoad(requestStatus, serviceStatus)).toBe(expected);
  });

  it('counts the open requests of an expert', () => {
    expect(loadOf([])).toBe(0);
    expect(
      loadOf([
        { status: 'new', serviceStatus: null },
        { status: 'quoted', serviceStatus: null },
        { status: 'expired', serviceStatus: null },
        { status: 'accepted', serviceStatus: 'in_progress' },
        { status: 'accepted', serviceStatus: 'completed' },
      ]),
    ).toBe(3);
  });
});
