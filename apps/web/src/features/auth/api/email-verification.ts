import { useMutation } from '@tanstack/react-query';
import { emailVerificationEndpoints } from '@mt/shared';
import { callApi } from '@/lib/call-api';
import { useSession } from '@/lib/session-store';

/** The signed-in user's stored object says the address is confirmed (the banner goes away). */
function markStoredUserVerified(userId?: number) {
  const { user, setUser } = useSession.getState();
  if (user && (userId === undefined || user.id === userId) && user.email_verified !== true) setUser({ ...user, email_verified: true });
}

export const verifyEmail = (token: string) => callApi(emailVerificationEndpoints.verifyEmail, { body: { token } });

/** The link's page: confirms, then updates the stored user when the link was theirs. */
export const useVerifyEmail = () =>
  useMutation({ mutationFn: verifyEmail, onSuccess: (answer) => markStoredUserVerified(answer.user_id) });

export const resendVerification = () => callApi(emailVerificationEndpoints.resendVerification, { auth: true });

/** The banner's Resend: an address confirmed elsewhere meanwhile also ends the banner. */
export const useResendVerification = () =>
  useMutation({
    mutationFn: resendVerification,
    onSuccess: (answer) => {
      if (answer.email_verified) markStoredUserVerified();
    },
  });
