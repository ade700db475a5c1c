import type { userTalentVisibilityChangedV1 } from '@tov/contracts';
import type { EventOf } from '@tov/kit';
import type { TovsparkTx } from '../store/db';
import { applyVisibility } from '../store/talents';

/**
 * `auth.user.talent-visibility-changed`: whether the applicant chose to be found and contacted by
 * companies (docs/decisions/127-talent-search-opt-in.md); the newest choice wins.
 */
export async function onTalentVisibilityChanged(event: EventOf<typeof userTalentVisibilityChangedV1>, tx: TovsparkTx): Promise<void> {
  await applyVisibility(tx, event.data);
}
