import { seedCompany } from '../../src/seed';
import { DEMO_EMPLOYEES } from '../../src/seed/demo-employees';
import { api } from './company-api';
import { useCompanyHarness, type CompanyHarness } from './company-harness';

let h: CompanyHarness;
let a: ReturnType<typeof api>;
useCompanyHarness((started) => {
  h = started;
  a = api(h);
});

describe('the demo seed (docs/decisions/130-demo-data.md)', () => {
  it("adds the demo company's employees once, with the compliance items of the visas expiring within 90 days", async () => {
    const company = await a.company('Demo Manufacturing');
    const first = await seedCompany(h.db, h.deps.arn, { email: company.email, waitMs: 10_000 });
    expect(first.created).toBe(DEMO_EMPLOYEES.length);
    const again = await seedCompany(h.db, h.deps.arn, { email: company.email, waitMs: 10_000 });
    expect(again).toEqual({ created: 0, employeeIds: first.employeeIds });
    const stats = (await a.call('GET', '/api/company/stats', company)).json().data;
    expect(stats).toMatchObject({
      companyName: 'Demo Manufacturing',
      totalHires: 5,
      visasExpiring: { within30: 1, within60: 2, within90: 3 },
      openComplianceItems: 3,
    });
  });
});
