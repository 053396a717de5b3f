import { useQueryClient } from '@tanstack/react-query';
import { adminTexts } from '@mt/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useEarningsSummary } from '../../api/get-earnings-summary';
import { usePlatformStats } from '../../api/get-platform-stats';
import { PreferenceStatusChart } from './preference-status-chart';
import { RegistrationChart } from './registration-chart';
import { RevenueChart } from './revenue-chart';
import { ServiceTypeChart } from './service-type-chart';
import { StatCards } from './stat-cards';

/** Spec 3 "Overview tab": four charts, platform statistics and the financial overview. */
export function OverviewTab() {
  const queryClient = useQueryClient();
  const stats = usePlatformStats();
  const earnings = useEarningsSummary();
  return (
    <div className="space-y-4">
      <h2 className="sr-only">{adminTexts.tabs.overview}</h2>
      {stats.isError && earnings.isError && (
        <Alert tone="error">
          <p>{adminTexts.loadDashboardFailed}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => queryClient.refetchQueries({ queryKey: ['admin'], type: 'active' })}>
            {adminTexts.retry}
          </Button>
        </Alert>
      )}
      <StatCards />
      <div className="grid gap-4 lg:grid-cols-2">
        <RegistrationChart />
        <RevenueChart />
        <PreferenceStatusChart />
        <ServiceTypeChart />
      </div>
    </div>
  );
}
