// The profile page's write: only the fields that differ from the loaded profile go to the auth store's
// saveProfile, which merges them into the row (docs/product.md §3: profile edits change only the fields
// edited).
import type { ProfileChanges, UserProfile } from '@ahc/platform';

export type ProfileFormValues = { name: string; company: string; architectureDescription: string };

export function profileFormValues(profile: UserProfile | null): ProfileFormValues {
  return {
    name: profile?.name ?? '',
    company: profile?.company ?? '',
    architectureDescription: profile?.architectureDescription ?? '',
  };
}

/** The fields whose (trimmed) value differs from the profile; empty when nothing changed. */
export function profileChanges(profile: UserProfile | null, values: ProfileFormValues): ProfileChanges {
  const loaded = profileFormValues(profile);
  const changes: ProfileChanges = {};
  const name = values.name.trim();
  const company = values.company.trim();
  const architectureDescription = values.architectureDescription.trim();
  if (name !== loaded.name) changes.name = name;
  if (company !== loaded.company) changes.company = company;
  if (architectureDescription !== loaded.architectureDescription.trim())
    changes.architectureDescription = architectureDescription;
  return changes;
}
