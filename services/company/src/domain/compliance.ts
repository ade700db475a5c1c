import { COMPLIANCE_TRANSITIONS, type TComplianceStatus } from '@tov/contracts';
import { addDays } from './dates';

/** The system's name in an item's history (the scan, a renewal). */
export const SYSTEM_ACTOR = 'system';

/** Whether the company may move an item from `from` to `to` (docs/decisions/137-compliance-status-transitions.md). */
export const canMove = (from: TComplianceStatus, to: TComplianceStatus): boolean => COMPLIANCE_TRANSITIONS[from].includes(to);

/** Statuses in which an item still waits for the company. */
export const OPEN_STATUSES: readonly TComplianceStatus[] = ['open', 'in_progress'];

/** One visa-expiry item per employee and expiry date, however often it is looked for (docs/decisions/138-compliance-scan-idempotent.md). */
export const visaExpiryKey = (employeeId: string, expiryDate: string) => `visa-expiry:${employeeId}:${expiryDate}`;

/** An item opens once the expiry is within the lead time (an expiry already past included). */
export const isDue = (expiryDate: string, today: string, leadDays: number): boolean => expiryDate <= addDays(today, leadDays);

/** The item's title (Korean, as the workspace's texts). */
export const visaExpiryTitle = (visaType: string, expiryDate: string) => `${visaType} 비자 만료 예정 (${expiryDate})`;

/** The note a renewal leaves on the item it resolves. */
export const renewalNote = (newExpiryDate: string) => `비자 갱신 확인: 새 만료일 ${newExpiryDate}`;
