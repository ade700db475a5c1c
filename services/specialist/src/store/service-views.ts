import type { TClientService, TRoadmap, TService } from '@tov/contracts';
import { roadmapView, serviceView, type RoadmapWithParts, type ServiceWithHistory } from '../domain/service-views';
import type { SpecialistDb, SpecialistTx } from './db';
import { roadmapsOfServices } from './roadmaps';
import { progressByService, progressFor } from './services';
import { namesOf } from './users';

type Client = SpecialistDb | SpecialistTx;

/** Experts' names as their profiles say (edited there), else as their accounts say. */
export async function expertNamesOf(db: Client, expertIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(expertIds)];
  if (ids.length === 0) return new Map();
  const [profiles, accounts] = await Promise.all([
    db.specialistProfile.findMany({ where: { userId: { in: ids } }, select: { userId: true, name: true } }),
    namesOf(db, ids),
  ]);
  const names = new Map(accounts);
  for (const p of profiles) names.set(p.userId, p.name);
  return names;
}

/** Services as the contracts show them: names of both sides and roadmap progress. */
export async function serviceViews(db: Client, services: readonly ServiceWithHistory[]): Promise<TService[]> {
  const [clients, experts, progress] = await Promise.all([
    namesOf(
      db,
      services.map((s) => s.clientId),
    ),
    expertNamesOf(
      db,
      services.map((s) => s.expertId),
    ),
    progressByService(
      db,
      services.map((s) => s.id),
    ),
  ]);
  return services.map((s) =>
    serviceView(s, { clientName: clients.get(s.clientId), expertName: experts.get(s.expertId), progress: progressFor(progress, s.id) }),
  );
}

export async function serviceViewOf(db: Client, service: ServiceWithHistory): Promise<TService> {
  return (await serviceViews(db, [service]))[0]!;
}

/** The applicant's services with their roadmaps (and the roadmaps' messages). */
export async function clientServiceViews(db: Client, services: readonly ServiceWithHistory[]): Promise<TClientService[]> {
  const [views, roadmaps] = await Promise.all([
    serviceViews(db, services),
    roadmapsOfServices(
      db,
      services.map((s) => s.id),
    ),
  ]);
  return views.map((view) => {
    const roadmap = roadmaps.get(view.serviceId);
    return { ...view, roadmap: roadmap ? roadmapView(roadmap, { clientName: view.clientName, expertName: view.expertName }) : null };
  });
}

export async function roadmapViewOf(db: Client, roadmap: RoadmapWithParts): Promise<TRoadmap> {
  const [clients, experts] = await Promise.all([namesOf(db, [roadmap.clientId]), expertNamesOf(db, [roadmap.expertId])]);
  return roadmapView(roadmap, { clientName: clients.get(roadmap.clientId), expertName: experts.get(roadmap.expertId) });
}
