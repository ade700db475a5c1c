import type { TAnyEventEnvelope, TUserRegisteredV1 } from '@tov/contracts';
import type { SqlClient } from '@tov/kit';

/** Keeps the e-mail address and name of each account for assessment summaries (auth.user.registered). */
export async function onUserRegistered(event: TAnyEventEnvelope, tx: SqlClient): Promise<void> {
  const user = event.data as TUserRegisteredV1;
  await tx.$executeRawUnsafe(
    `INSERT INTO user_projections (user_id, email, name, role, nationality, updated_at) VALUES ($1::uuid, $2, $3, $4, $5, now())
     ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, name = EXCLUDED.name, role = EXCLUDED.role, nationality = EXCLUDED.nationality, updated_at = now()`,
    user.userId,
    user.email,
    user.name,
    user.role,
    user.nationality ?? null,
  );
}
