import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Spec 1: the dashboard reads preference_submitted and then removes it from the URL. */
export function usePreferenceSubmitted(): [boolean, () => void] {
  const [params, setParams] = useSearchParams();
  const [shown, setShown] = useState(() => params.get('preference_submitted') === 'true');
  useEffect(() => {
    if (!params.has('preference_submitted')) return;
    const next = new URLSearchParams(params);
    next.delete('preference_submitted');
    setParams(next, { replace: true });
  }, [params, setParams]);
  return [shown, () => setShown(false)];
}
