import type { TEmployeeInput } from '@tov/contracts';

/**
 * The demo company's employees (docs/decisions/130-demo-data.md): a visa expiring within each of the
 * dashboard's windows and one well ahead, on the visa types a Korean SME employs. Expiry dates are
 * days from the day of the seed; each is seeded once (its slug), so a later run changes nothing.
 */
export interface DemoEmployee {
  slug: string;
  expiresInDays: number;
  input: Omit<TEmployeeInput, 'visaExpiryDate' | 'employmentStatus'>;
}

export const DEMO_EMPLOYEES: readonly DemoEmployee[] = [
  {
    slug: 'nguyen-van-an',
    expiresInDays: 21,
    input: {
      name: 'Nguyen Van An',
      nationality: 'Vietnam',
      position: '생산직',
      department: '제조 1팀',
      startDate: '2023-04-03',
      visaType: 'E-9',
      visaIssueDate: '2023-03-20',
    },
  },
  {
    slug: 'maria-santos',
    expiresInDays: 52,
    input: {
      name: 'Maria Santos',
      nationality: 'Philippines',
      position: '품질 검사원',
      department: '품질관리팀',
      startDate: '2024-01-08',
      visaType: 'E-9',
      visaIssueDate: '2023-12-15',
    },
  },
  {
    slug: 'aziz-karimov',
    expiresInDays: 83,
    input: {
      name: 'Aziz Karimov',
      nationality: 'Uzbekistan',
      position: '소프트웨어 엔지니어',
      department: '연구개발팀',
      startDate: '2024-09-02',
      visaType: 'E-7',
      visaIssueDate: '2024-08-20',
      occupationCode: '2221',
      email: 'aziz.karimov@example.com',
    },
  },
  {
    slug: 'sarah-johnson',
    expiresInDays: 240,
    input: {
      name: 'Sarah Johnson',
      nationality: 'Canada',
      position: '영어 강사',
      department: '교육사업부',
      startDate: '2025-03-01',
      visaType: 'E-2',
      visaIssueDate: '2025-02-10',
    },
  },
  {
    slug: 'li-wei',
    expiresInDays: 600,
    input: {
      name: 'Li Wei',
      nationality: 'China',
      position: '해외영업 매니저',
      department: '영업팀',
      startDate: '2022-06-13',
      visaType: 'F-6',
      visaIssueDate: '2025-06-01',
    },
  },
];
