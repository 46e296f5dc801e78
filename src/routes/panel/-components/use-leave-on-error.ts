import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';

/** A list screen whose load fails goes back to /panel (spec 02 §2); the toast already said why. */
export function useLeaveOnError(isError: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (isError) void navigate({ to: '/panel', replace: true });
  }, [isError, navigate]);
}
