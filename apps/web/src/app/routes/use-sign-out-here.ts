import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@mt/shared';
import { publicSettingsQueryOptions } from '@/features/settings/api/get-public-settings';
import { useSession } from '@/lib/session-store';

/**
 * After "Log out everywhere" (the server has ended every session already): forget this browser's session
 * as the header's Logout does, and go home. Not app/layouts/use-logout.ts: a lazy page importing that
 * module (which the first-load file holds) split the API client out of the first-load file into a file of
 * its own, one more request on every first load and over the 120 KB budget.
 */
export function useSignOutHere() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    const settingsKey = publicSettingsQueryOptions().queryKey;
    const settings = queryClient.getQueryData(settingsKey);
    useSession.getState().signOut();
    queryClient.clear();
    if (settings) queryClient.setQueryData(settingsKey, settings);
    void navigate(paths.home);
  };
}
