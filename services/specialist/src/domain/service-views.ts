import type { TPayment, TRoadmap, TRoadmapMessage, TService, TServiceOption, TServiceRoadmapStep, TServiceStatus, TSettlement } from '@tov/contracts';
import type { Payment, Roadmap, RoadmapMessage, RoadmapStep, Service, ServiceStatusChange, Settlement } from '../generated/prisma/client';
import { dateOnly } from './seoul-time';
import { paymentStatusOf } from './service-status';
import { UNKNOWN_NAME } from './views';

export type ServiceWithHistory = Service & { history: ServiceStatusChange[] };
export type RoadmapWithParts = Roadmap & { steps: RoadmapStep[]; messages: RoadmapMessage[] };

export interface Progress {
  done: number;
  total: number;
}

export const NO_PROGRESS: Progress = { done: 0, total: 0 };

export function serviceView(
  service: ServiceWithHistory,
  extra: { expertName: string | undefined; clientName: string | undefined; progress: Progress | undefined },
): TService {
  return {
    serviceId: service.id,
    requestId: service.requestId,
    quoteId: service.quoteId,
    expertId: service.expertId,
    expertName: extra.expertName ?? UNKNOWN_NAME,
    clientId: service.clientId,
    clientName: extra.clientName ?? UNKNOWN_NAME,
    visaType: service.visaType,
    serviceOption: service.serviceOption as TServiceOption,
    status: service.status as TServiceStatus,
    amount: service.amount,
    refundedAmount: service.refundedAmount,
    paymentStatus: paymentStatusOf(service.amount, service.refundedAmount),
    progress: extra.progress ?? NO_PROGRESS,
    history: service.history.map((h) => ({ status: h.status as TServiceStatus, at: h.at.toISOString(), note: h.note })),
    createdAt: service.createdAt.toISOString(),
    updatedAt: service.updatedAt.toISOString(),
  };
}

export function paymentView(payment: Payment): TPayment {
  return {
    paymentId: payment.id,
    kind: payment.kind as TPayment['kind'],
    serviceId: payment.serviceId ?? '',
    amount: payment.amount,
    provider: payment.provider,
    providerReference: payment.providerReference,
    reason: payment.reason,
    createdAt: payment.createdAt.toISOString(),
  };
}

export function settlementView(settlement: Settlement, clientName: string | undefined): TSettlement {
  return {
    settlementId: settlement.id,
    serviceId: settlement.serviceId,
    clientName: clientName ?? UNKNOWN_NAME,
    visaType: settlement.visaType,
    gross: settlement.gross,
    refunded: settlement.refunded,
    platformFee: settlement.platformFee,
    net: settlement.net,
    payoutStatus: settlement.payoutStatus as TSettlement['payoutStatus'],
    payoutDate: dateOnly(settlement.payoutDate),
    completedAt: settlement.completedAt.toISOString(),
  };
}

export function stepView(step: RoadmapStep): TServiceRoadmapStep {
  return {
    stepId: step.id,
    order: step.order,
    kind: step.kind as TServiceRoadmapStep['kind'],
    key: step.key,
    title: step.title,
    dueDate: step.dueDate ? dateOnly(step.dueDate) : null,
    status: step.status as TServiceRoadmapStep['status'],
    completedAt: step.completedAt ? step.completedAt.toISOString() : null,
  };
}

export function messageView(message: RoadmapMessage): TRoadmapMessage {
  return {
    messageId: message.id,
    stepId: message.stepId,
    authorId: message.authorId,
    authorRole: message.authorRole as TRoadmapMessage['authorRole'],
    body: message.body,
    createdAt: message.createdAt.toISOString(),
  };
}

export function roadmapView(roadmap: RoadmapWithParts, names: { clientName: string | undefined; expertName: string | undefined }): TRoadmap {
  return {
    progressId: roadmap.id,
    serviceId: roadmap.serviceId,
    clientId: roadmap.clientId,
    clientName: names.clientName ?? UNKNOWN_NAME,
    expertId: roadmap.expertId,
    expertName: names.expertName ?? UNKNOWN_NAME,
    visaType: roadmap.visaType,
    applicationType: roadmap.applicationType,
    steps: [...roadmap.steps].sort((a, b) => a.order - b.order).map(stepView),
    messages: [...roadmap.messages].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1)).map(messageView),
    assignedAt: roadmap.assignedAt.toISOString(),
  };
}

export function progressOf(steps: readonly Pick<RoadmapStep, 'status'>[]): Progress {
  return { done: steps.filter((s) => s.status === 'done').length, total: steps.length };
}
