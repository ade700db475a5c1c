/**
 * The company service's own queue: its daily visa-expiry scan, a BullMQ job scheduler (repeatable job)
 * served in the company process because the items are its data (docs/decisions/138-compliance-scan-idempotent.md).
 * The job carries nothing: the scan reads everything it needs.
 */
export const COMPLIANCE_SCAN_QUEUE = 'company-compliance';
export const COMPLIANCE_SCAN_JOB = 'company.scan-visa-expiry';
/** The scheduler's id: one schedule, however many replicas upsert it. */
export const COMPLIANCE_SCAN_SCHEDULER_ID = 'company-visa-expiry-daily';
