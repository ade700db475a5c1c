import { EMAIL_ROADMAP_MESSAGE_JOB } from '@tov/contracts';
import type { Logger } from '@tov/kit';
import type { Queue } from 'bullmq';
import { QueueRoadmapMailer, roadmapMessageDeliveryId } from '../../src/jobs/roadmap-message-email';

const job = {
  messageId: 'm1',
  serviceId: 's1',
  to: 'private.client@example.test',
  clientName: 'Client',
  expertName: 'Expert',
  language: 'en' as const,
  visaType: 'E-7',
  step: null,
  message: 'Hello',
  servicePath: '/visa/services/s1',
  sentAt: '2026-11-25T01:00:00.000Z',
};

describe('the roadmap mailer', () => {
  it("queues one job per message under the message's delivery id, and never logs the client's address", async () => {
    const added: Array<{ name: string; data: unknown; opts: { jobId?: string } }> = [];
    const queue = {
      opts: {},
      client: Promise.resolve({ status: 'ready' }),
      add: async (name: string, data: unknown, opts: { jobId?: string }) => void added.push({ name, data, opts }),
    } as unknown as Queue;
    const lines: unknown[] = [];
    const logger = { info: (...args: unknown[]) => void lines.push(args), warn: (...args: unknown[]) => void lines.push(args) } as unknown as Logger;
    const mailer = new QueueRoadmapMailer(queue, logger);
    mailer.assertCanQueue = () => undefined;
    expect(await mailer.send(job)).toBe(roadmapMessageDeliveryId('m1'));
    expect(added).toEqual([
      {
        name: EMAIL_ROADMAP_MESSAGE_JOB,
        data: expect.objectContaining({ deliveryId: 'roadmap-message-m1', to: job.to }),
        opts: expect.objectContaining({ jobId: 'roadmap-message-m1', attempts: 5 }),
      },
    ]);
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain('private.client');
  });
});
