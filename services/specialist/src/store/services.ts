import { ACTIVE_SERVICE_STATUSES } from '@tov/contracts';
import type { SpecialistDb } from './db';

// Paid services (issue 15 §1 "services"): the accept-and-pay path, the status machine and their
// routes live here too; what the core part reads of them is below.

/** The expert's services that are under way, and those completed. */
export async function serviceCounts(db: SpecialistDb, expertId: string): Promise<{ active: number; completed: number }> {
  const [active, completed] = await Promise.all([
    db.service.count({ where: { expertId, status: { in: [...ACTIVE_SERVICE_STATUSES] } } }),
    db.service.count({ where: { expertId, status: 'completed' } }),
  ]);
  return { active, completed };
}

/** The expert's service if it is theirs (schedules name it), else null. */
export function findOwnService(db: SpecialistDb, expertId: string, serviceId: string) {
  return db.service.findFirst({ where: { id: serviceId, expertId }, select: { id: true, clientId: true } });
}
