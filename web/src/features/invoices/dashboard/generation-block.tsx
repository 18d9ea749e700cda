import { BarChart } from '@mantine/charts';
import { type MantineColor, SimpleGrid, Stack, Text } from '@mantine/core';
import { type DashboardGeneration, type DashboardPeriod, formatNaira, messages } from '@srm/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/error-message';
import { useDashboardGeneration } from '../api/get-dashboard-generation';
import { DashboardBlock } from './dashboard-block';
import { FigureCard } from './figure-card';
import { PeriodFilter } from './period-filter';

type Figure = keyof DashboardGeneration['by_count'];

const figures: { key: Figure; label: string; colour: MantineColor }[] = [
  { key: 'invoice_generated', label: 'Invoice Generated', colour: 'blue' },
  { key: 'invoice_paid', label: 'Paid', colour: 'green' },
  { key: 'invoice_pending', label: 'Pending', colour: 'orange' },
  { key: 'overdue_invoices', label: 'Overdue', colour: 'red' },
];

function FigureRow({ title, values }: { title: string; values: ((key: Figure) => string) | null }) {
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm" c="dimmed">
        {title}
      </Text>
      {/* Stacked at phone width, four abreast on a wide screen. */}
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
        {figures.map(({ key, label, colour }) => (
          <FigureCard key={key} label={label} value={values ? values(key) : null} colour={colour} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

// 'Invoice Generated' (docs/product.md#invoices): the invoices sent in the period, by
// count and by amount: all, paid, pending and overdue, and a chart of the amounts.
export function GenerationBlock() {
  const [period, setPeriod] = useState<DashboardPeriod>('this_month');
  const answer = useDashboardGeneration(period);
  const data = answer.data;
  return (
    <DashboardBlock
      title="Invoice Generated"
      period={data?.period}
      filter={<PeriodFilter label="Invoice Generated period" value={period} onChange={setPeriod} />}
      problem={answer.isError && `${messages.invoiceFetchFailed} ${errorMessage(answer.error)}`}
    >
      <FigureRow title="By count" values={data ? (key) => data.by_count[key].toLocaleString('en-GB') : null} />
      <FigureRow title="By amount" values={data ? (key) => formatNaira(data.by_amount[key]) : null} />
      {data && (
        <BarChart
          h={220}
          role="img"
          aria-label="Chart of the amounts by status"
          data={figures.map(({ key, label }) => ({ status: label, amount: data.by_amount[key] }))}
          dataKey="status"
          series={[{ name: 'amount', label: 'Amount', color: 'srm.6' }]}
          valueFormatter={formatNaira}
          withYAxis={false}
          gridAxis="none"
          withBarValueLabel
        />
      )}
    </DashboardBlock>
  );
}
