import { DonutChart } from '@mantine/charts';
import { Center, type MantineColor, SimpleGrid, Text } from '@mantine/core';
import {
  type DashboardPeriod,
  formatNaira,
  type InvoicePlan,
  invoicePlanCodes,
  messages,
  planLabel,
} from '@srm/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/error-message';
import { useDashboardByPlan } from '../api/get-dashboard-by-plan';
import { DashboardBlock } from './dashboard-block';
import { FigureCard } from './figure-card';
import { PeriodFilter } from './period-filter';

const planColours: Record<InvoicePlan, MantineColor> = {
  elevate: 'teal',
  prime_wave: 'blue',
  pinnacle: 'violet',
  waiver: 'gray',
};

const invoices = (count: number) => `${count.toLocaleString('en-GB')} ${count === 1 ? 'invoice' : 'invoices'}`;

// 'Plan Types' (docs/product.md#invoices): each plan's amount and number of invoices in the period.
export function PlanTypesBlock() {
  const [period, setPeriod] = useState<DashboardPeriod>('this_month');
  const answer = useDashboardByPlan(period);
  const data = answer.data;
  const plans = invoicePlanCodes.map((plan) => {
    const detail = data?.details.find((each) => each.plan === plan);
    return {
      plan,
      label: detail?.plan_label ?? planLabel(plan),
      amount: detail?.amount ?? 0,
      count: detail?.count ?? 0,
    };
  });
  const billed = plans.filter(({ amount }) => amount > 0);

  return (
    <DashboardBlock
      title="Plan Types"
      period={data?.period}
      filter={<PeriodFilter label="Plan Types period" value={period} onChange={setPeriod} />}
      problem={answer.isError && `${messages.invoiceFetchFailed} ${errorMessage(answer.error)}`}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
        {plans.map(({ plan, label, amount, count }) => (
          <FigureCard
            key={plan}
            label={label}
            value={data ? formatNaira(amount) : null}
            note={invoices(count)}
            colour={planColours[plan]}
          />
        ))}
      </SimpleGrid>
      {data &&
        (billed.length > 0 ? (
          <Center>
            <DonutChart
              role="img"
              aria-label="Chart of the amounts by plan"
              data={billed.map(({ plan, label, amount }) => ({ name: label, value: amount, color: planColours[plan] }))}
              valueFormatter={formatNaira}
              withLabels
              withLabelsLine
              size={180}
              thickness={28}
            />
          </Center>
        ) : (
          <Text c="dimmed" size="sm" ta="center">
            No invoice was billed in this period.
          </Text>
        ))}
    </DashboardBlock>
  );
}
