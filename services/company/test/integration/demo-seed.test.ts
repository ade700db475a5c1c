import { randomUUID } from 'node:crypto';
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
    // Another stack on the same brokers announced an account of the same address earlier: the latest one is seeded.
    const stranger = randomUUID();
    const email = `demo-${randomUUID().slice(0, 8)}@company.test`;
    await h.db.$executeRawUnsafe(
      `INSERT INTO company_profiles (company_id, name, email, company_name, updated_at) VALUES ($1, 'Someone', $2, 'Elsewhere', now() - interval '1 hour')`,
      stranger,
      email,
    );
    const company = await a.company('Demo Manufacturing', email);
    const first = await seedCompany(h.db, h.deps.arn, { email: company.email, waitMs: 10_000 });
    expect(first.created).toBe(DEMO_EMPLOYEES.length);
    const again = await seedCompany(h.db, h.deps.arn, { email: company.email, waitMs: 10_000 });
    expect(again).toEqual({ created: 0, employeeIds: first.employeeIds });
    expect(await h.db.employee.count({ where: { companyId: stranger } })).toBe(0);
    const stats = (await a.call('GET', '/api/company/stats', company)).json().data;
    expect(stats).toMatchObject({
      companyName: 'Demo Manufacturing',
      totalHires: 5,
      visasExpiring: { within30: 1, within60: 2, within90: 3 },
      openComplianceItems: 3,
    });
  });
});
