// The user profile as the app sees it, and its mapping from the profiles row (typed by the generated
// database types: a column changed in a migration is a type error here).
import type { SupabaseClient, Tables, TablesUpdate } from '../supabase/client.ts';

export type UserProfile = {
  id: string;
  email: string;
  name: string;
  company: string;
  /** '' after e-mail sign-up; absent (undefined) after a social sign-in until the user writes one. */
  architectureDescription?: string;
  createdAt: string;
};

export type ProfileChanges = Partial<Pick<UserProfile, 'name' | 'company' | 'architectureDescription'>>;

function fromRow(row: Tables<'profiles'>): UserProfile {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    company: row.company ?? '',
    ...(row.architecture_description === null
      ? {}
      : { architectureDescription: row.architecture_description }),
    createdAt: row.created_at,
  };
}

/** Reads a profile by user id: the profile, or null if none exists. Throws on failure. */
export async function readProfile(supabase: SupabaseClient, userId: string): Promise<UserProfile | null> {
  const { data, error } = await supabase.from('profiles').select('*').eq('id', userId).maybeSingle();
  if (error) throw error;
  return data ? fromRow(data) : null;
}

/** Merges the given fields into the profile (only those fields are written). */
export async function updateProfile(
  supabase: SupabaseClient,
  userId: string,
  changes: ProfileChanges,
): Promise<UserProfile> {
  const row: TablesUpdate<'profiles'> = {};
  if (changes.name !== undefined) row.name = changes.name;
  if (changes.company !== undefined) row.company = changes.company;
  if (changes.architectureDescription !== undefined)
    row.architecture_description = changes.architectureDescription;
  const { data, error } = await supabase.from('profiles').update(row).eq('id', userId).select('*').single();
  if (error) throw error;
  return fromRow(data);
}
