import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PREFERENCE_SUBMITTED_FLAG } from '@mt/shared';

/** Spec 1: the dashboard reads preference_submitted and then removes it from the URL. */
export function usePreferenceSubmitted(): [boolean, () => void] {
  const [params, setParams] = useSearchParams();
  const [shown, setShown] = useState(() => params.get(PREFERENCE_SUBMITTED_FLAG) === 'true');
  useEffect(() => {
    if (!params.has(PREFERENCE_SUBMITTED_FLAG)) return;
    const next = new URLSearchParams(params);
    next.delete(PREFERENCE_SUBMITTED_FLAG);
    setParams(next, { replace: true });
  }, [params, setParams]);
  return [shown, () => setShown(false)];
}
