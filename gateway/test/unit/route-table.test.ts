import Fastify from 'fastify';
import { matchRoute, routePathsOf, underPrefix } from '../../src/route-table';

describe('route table', () => {
  it.each([
    ['/api/visa/v3/matching/r-1/quotes/q-1/accept', 'specialist'],
    ['/api/visa/v3/matching/r-1/quotes/q-1/decline', 'specialist'],
    ['/api/visa/v3/matching/r-1/quotes', 'specialist'],
    ['/api/visa/v3/matching/r-1', 'matching'],
    ['/api/visa/v3/matching/r-1/select', 'matching'],
    ['/api/visa/v3/matching/create', 'matching'],
    ['/api/visa/v3/matching//quotes', 'matching'],
    ['/api/visa/v3/services', 'specialist'],
    ['/api/visa/v3/services/s-1/messages', 'specialist'],
    ['/api/visa/v3/servicesx', 'visa'],
    ['/api/visa/v3/assessment/a-1', 'visa'],
    ['/api/v1/admin/payments/transactions/p-1/refund', 'specialist'],
    ['/api/v1/admin/users', 'admin'],
    ['/api/specialist/profile', 'specialist'],
  ])('sends %s to %s', (path, upstream) => {
    expect(matchRoute(path)?.upstream).toBe(upstream);
  });

  it('lets any signed-in user reach the applicant side of the specialist service and only admins its payments', () => {
    expect(matchRoute('/api/visa/v3/matching/r-1/quotes/q-1/accept')?.roles).toBeUndefined();
    expect(matchRoute('/api/visa/v3/matching/r-1/quotes')?.roles).toBeUndefined();
    expect(matchRoute('/api/visa/v3/services')?.roles).toBeUndefined();
    expect(matchRoute('/api/v1/admin/payments')?.roles).toEqual(['admin', 'super_admin']);
  });

  it.each(['/internal/company/c-1/exports/e-12345678/rows', '/api/internal/company/c-1/exports/e-12345678/rows', '/internal'])(
    "routes nothing to the services' internal paths (the workers call them directly, decision 142): %s",
    (path) => {
      expect(matchRoute(path)).toBeUndefined();
    },
  );

  it('matches a * segment against exactly one non-empty segment', () => {
    expect(underPrefix('/a/x/b', '/a/*/b')).toBe(true);
    expect(underPrefix('/a/x/b/c', '/a/*/b')).toBe(true);
    expect(underPrefix('/a/x/y/b', '/a/*/b')).toBe(false);
    expect(underPrefix('/a//b', '/a/*/b')).toBe(false);
    expect(underPrefix('/a/x/bc', '/a/*/b')).toBe(false);
    expect(underPrefix('/a/x', '/a/*/b')).toBe(false);
  });

  it('registers a * prefix as a parameter route beside the plain prefix routes, each path to its own handler', async () => {
    const app = Fastify();
    for (const [prefix, name] of [
      ['/api/visa/v3/matching', 'matching'],
      ['/api/visa/v3/matching/*/quotes', 'specialist'],
    ] as const) {
      for (const path of routePathsOf(prefix)) app.all(path, async () => name);
    }
    const hit = async (url: string, method: 'GET' | 'POST' = 'POST') => (await app.inject({ method, url })).body;
    expect(routePathsOf('/api/visa/v3/matching/*/quotes')).toEqual(['/api/visa/v3/matching/:segment1/quotes', '/api/visa/v3/matching/:segment1/quotes/*']);
    expect(await hit('/api/visa/v3/matching/r-1/quotes/q-1/accept')).toBe('specialist');
    // The applicant reads the quotes and the service from the specialist service (decision 116): GET on the bare path.
    expect(await hit('/api/visa/v3/matching/r-1/quotes', 'GET')).toBe('specialist');
    expect(await hit('/api/visa/v3/matching/r-1/quotes?lang=en', 'GET')).toBe('specialist');
    expect(await hit('/api/visa/v3/matching/r-1', 'GET')).toBe('matching');
    expect(await hit('/api/visa/v3/matching?assessmentId=a-1', 'GET')).toBe('matching');
    expect(await hit('/api/visa/v3/matching/r-1/select')).toBe('matching');
    expect(await hit('/api/visa/v3/matching/r-1')).toBe('matching');
    expect(await hit('/api/visa/v3/matching/create')).toBe('matching');
    await app.close();
  });
});
