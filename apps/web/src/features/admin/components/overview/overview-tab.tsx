import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { adminTexts } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useEarningsSummary } from '../../api/get-earnings-summary';
import { usePlatformStats } from '../../api/get-platform-stats';
import { RegistrationChart } from './registration-chart';
import { RevenueChart } from './revenue-chart';
import { StatCards } from './stat-cards';

/**
 * Spec 3 "Overview tab": four charts, platform statistics and the financial overview. The charts of
 * preferences and services come from their features as `children`, after the overview's own two.
 */
export function OverviewTab({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const stats = usePlatformStats();
  const earnings = useEarningsSummary();
  return (
    <div className="space-y-4">
      <h2 className="sr-only">{adminTexts.tabs.overview}</h2>
      {stats.isError && earnings.isError && (
        <Alert tone="error">
          <p>{adminTexts.loadDashboardFailed}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => void queryClient.refetchQueries({ queryKey: ['admin'], type: 'active' })}>
            {adminTexts.retry}
          </Button>
        </Alert>
      )}
      <StatCards />
      <div className="grid gap-4 lg:grid-cols-2">
        <RegistrationChart />
        <RevenueChart />
        {children}
      </div>
    </div>
  );
}
