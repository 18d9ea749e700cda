import { type MantineColor, SimpleGrid, Stack, Text } from '@mantine/core';
import { type AgeingBand, type DashboardPeriod, formatNaira, messages } from '@srm/contract';
import { useState } from 'react';
import { errorMessage } from '../../../api/error-message';
import { useDashboardMoney } from '../api/get-dashboard-money';
import { DashboardBlock } from './dashboard-block';
import { FigureCard } from './figure-card';
import { PeriodFilter } from './period-filter';

const counted = (count: number, one: string) => `${count.toLocaleString('en-GB')} ${one}${count === 1 ? '' : 's'}`;

// Older debts in darker warning colours.
const bandColours: Record<AgeingBand, MantineColor> = {
  not_yet_due: 'blue',
  days_0_30: 'yellow',
  days_31_60: 'orange',
  days_61_90: 'red',
  over_90: 'grape',
};

// 'Money' (docs/product.md#payments): what was collected in the period, and what is owed now, in all and by how
// long past its due date.
export function MoneyBlock() {
  const [period, setPeriod] = useState<DashboardPeriod>('this_month');
  const answer = useDashboardMoney(period);
  const data = answer.data;
  return (
    <DashboardBlock
      title="Money"
      period={data?.period}
      filter={<PeriodFilter label="Money period" value={period} onChange={setPeriod} />}
      problem={answer.isError && `${messages.invoiceFetchFailed} ${errorMessage(answer.error)}`}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <FigureCard
          label="Collected"
          value={data ? formatNaira(data.collected.amount) : null}
          note={data && counted(data.collected.payments, 'payment')}
          colour="green"
        />
        <FigureCard
          label="Outstanding now"
          value={data ? formatNaira(data.outstanding.amount) : null}
          note={data && counted(data.outstanding.invoices, 'invoice')}
          colour="red"
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Text fw={600} size="sm" c="dimmed">
          Outstanding by days past due
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }} spacing="sm">
          {(data?.ageing ?? []).map((band) => (
            <FigureCard
              key={band.band}
              label={band.label}
              value={formatNaira(band.amount)}
              note={counted(band.invoices, 'invoice')}
              colour={bandColours[band.band]}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </DashboardBlock>
  );
}
