// Saving the profile. The profile itself stays in the platform's auth store (the shell's header and
// toast read it on every page, including the first, which does not load the data layer), so the write
// goes through the store's saveProfile, which merges the changed fields into the row and updates the
// store; the data layer gives the page its pending and failed states and the one error path.
import { type ProfileChanges, useAuth } from '@ahc/platform';
import { useMutation } from '@ahc/platform/data';

export function useSaveProfileMutation() {
  const saveProfile = useAuth((s) => s.saveProfile);
  return useMutation({
    mutationKey: ['profile', 'save'],
    mutationFn: (changes: ProfileChanges) => saveProfile(changes),
  });
}
