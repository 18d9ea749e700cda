import { SegmentedControl } from '@mantine/core';
import { type DashboardPeriod, dashboardPeriodLabels, dashboardPeriods } from '@srm/contract';

const choices = dashboardPeriods.map((period) => ({ value: period, label: dashboardPeriodLabels[period] }));

// Each block has its own period (This Year, This Month, This Week, Today).
export function PeriodFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: DashboardPeriod;
  onChange: (period: DashboardPeriod) => void;
}) {
  return (
    <SegmentedControl
      aria-label={label}
      data={choices}
      value={value}
      onChange={(next) => onChange(next as DashboardPeriod)}
      size="xs"
      w={{ base: '100%', sm: 'auto' }}
    />
  );
}
