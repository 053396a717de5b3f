import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@mt/shared';
import { publicSettingsQueryOptions } from '@/features/settings/api/get-public-settings';
import { useSession } from '@/lib/session-store';

/**
 * Signs out: ends the sessions on the server (issue 21: logout ends every session of the user, see
 * decision 0031), forgets the session (storage keys 'user' and 'token'), drops every cached server
 * answer so the next user can't see this one's data, and goes home.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    const token = useSession.getState().token;
    // Loaded on use: the call and its endpoints would otherwise be in every page's first load (issue 20's budget).
    if (token) void import('@/features/auth/api/logout').then(({ endSessionsOnServer }) => endSessionsOnServer(token));
    // The public settings are the same for everyone; keeping them spares the guard a loading flash.
    const settingsKey = publicSettingsQueryOptions().queryKey;
    const settings = queryClient.getQueryData(settingsKey);
    useSession.getState().signOut();
    queryClient.clear();
    if (settings) queryClient.setQueryData(settingsKey, settings);
    void navigate(paths.home);
  };
}
