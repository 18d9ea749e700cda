import { Anchor, Stack, Text, Title } from '@mantine/core';
import { type Log, messages, pathTo } from '@srm/contract';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { useListAddress } from '../../../lib/use-list-address';
import { useListState } from '../../../ui/data-table/list-state';
import { ListTable } from '../../../ui/data-table/list-table';
import { useStepBackPastTheEnd } from '../../../ui/data-table/paged-list';
import { FormAlert } from '../../../ui/form/form-alert';
import { useLogs } from '../api/get-logs';
import { logColumns, logDetailsUnder } from './log-table';

const noLogs = { title: messages.noLogs };

// /logs and /stakeholders-logs: the emails and calls logged
// with the organisation's stakeholders, newest first, or with one of them
// (?customer_id=). The address counts pages from 1 as people do; the API from 0
// (docs/product.md#api-conventions).
export function LogsPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const stakeholderId = params.get('customer_id') || undefined;
  const address = useListAddress();
  const list = useLogs({ page: address.page - 1, stakeholderId });
  const state = useListState(list);
  useStepBackPastTheEnd(address, state);
  // Every row is about the one stakeholder, so the first names them.
  const stakeholder = stakeholderId ? list.data?.results[0]?.customer : undefined;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {stakeholder ? `Logs of ${stakeholder.name}` : 'Logs'}
        </Title>
        {stakeholderId ? (
          <Anchor component={Link} to={pathTo.stakeholder(stakeholderId)} w="fit-content">
            Open the stakeholder's record
          </Anchor>
        ) : (
          <Text c="dimmed">The emails and calls logged with your stakeholders, newest first</Text>
        )}
      </Stack>
      <FormAlert kind="error">{list.isError && errorMessage(list.error)}</FormAlert>
      <ListTable
        label="Logs"
        columns={logColumns}
        detailsUnder={logDetailsUnder}
        state={state}
        empty={noLogs}
        pager={{ page: address.page, onPageChange: address.setPage }}
        onOpen={(log: Log) => void navigate(pathTo.logDetails(log.id))}
      />
    </Stack>
  );
}
