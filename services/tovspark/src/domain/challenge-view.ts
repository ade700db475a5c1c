import type {
  TChallenge,
  TChallengeCategory,
  TChallengeDifficulty,
  TChallengeReward,
  TChallengeStatus,
  TChallengeType,
  TParticipationStatus,
} from '@tov/contracts';
import { daysLeft } from './days-left';

/** A challenge as the database holds it. */
export interface StoredChallenge {
  id: string;
  title: string;
  description: string;
  category: string;
  type: string;
  difficulty: string;
  sparkPoints: number;
  rewards: string[];
  deadline: Date;
  mentor: string | null;
  culturalGuide: string | null;
  status: string;
  rejectionReason: string | null;
  companyId: string;
  companyName: string;
  participantCount: number;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
}

/** The answer of every challenge call: stored fields plus what is computed for the caller and the moment. */
export function toChallengeView(row: StoredChallenge, participationStatus: TParticipationStatus, now: Date = new Date()): TChallenge {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as TChallengeCategory,
    type: row.type as TChallengeType,
    difficulty: row.difficulty as TChallengeDifficulty,
    sparkPoints: row.sparkPoints,
    rewards: row.rewards as TChallengeReward[],
    deadline: row.deadline.toISOString(),
    mentor: row.mentor,
    culturalGuide: row.culturalGuide,
    status: row.status as TChallengeStatus,
    rejectionReason: row.rejectionReason,
    companyId: row.companyId,
    companyName: row.companyName,
    participantCount: row.participantCount,
    daysLeft: daysLeft(row.deadline, now),
    participationStatus,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}
