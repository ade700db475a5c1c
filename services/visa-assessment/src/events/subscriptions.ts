import { userEmailVerifiedV1, userRegisteredV1 } from '@tov/contracts';
import { on } from '@tov/kit';
import { onUserEmailVerified } from './on-user-email-verified';
import { onUserRegistered } from './on-user-registered';

/** Every event this service consumes, in one place (consumer group: config CONSUMER_GROUP). */
export const SUBSCRIPTIONS = [on(userRegisteredV1, onUserRegistered), on(userEmailVerifiedV1, onUserEmailVerified)];
