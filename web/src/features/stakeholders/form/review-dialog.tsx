import { Alert, Anchor, Button, Group, List, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { pathTo, type StakeholderDuplicate } from '@srm/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface ReviewEntry {
  field: string;
  label: string;
  value: string;
}

interface ReviewDialogProps {
  opened: boolean;
  title: string;
  entries: ReviewEntry[];
  // Said when there is no entry.
  empty?: string;
  // Whether Submit is offered (not when nothing would be saved).
  canSubmit?: boolean;
  duplicates: StakeholderDuplicate[];
  submitting: boolean;
  error?: ReactNode;
  // Below the entries: the edit flow's evidence upload.
  children?: ReactNode;
  onEdit: () => void;
  onSubmit: () => void;
}

// Every value to be saved, with Edit and Submit.
// Records already holding one of its emails or phones are named, with a link;
// the user may still go on (docs/product.md#stakeholders).
export function ReviewDialog({
  opened,
  title,
  entries,
  empty,
  canSubmit = true,
  duplicates,
  submitting,
  error,
  children,
  onEdit,
  onSubmit,
}: ReviewDialogProps) {
  return (
    <Modal opened={opened} onClose={onEdit} title={title} size="lg" centered>
      <Stack>
        {duplicates.length > 0 && (
          <Alert color="yellow" title="This may be a stakeholder you already have">
            <List size="sm">
              {duplicates.map((duplicate) => (
                <List.Item key={duplicate.id}>
                  <Anchor component={Link} to={pathTo.stakeholder(duplicate.id)} target="_blank">
                    {duplicate.name} ({duplicate.reference})
                  </Anchor>{' '}
                  also has {duplicate.shared.join(', ')}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {entries.length === 0 && empty && <Text c="dimmed">{empty}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
          {entries.map((entry) => (
            <div key={entry.field}>
              <Text component="dt" size="xs" c="dimmed">
                {entry.label}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                {entry.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {children}
        {error}
        <Group justify="flex-end">
          <Button variant="default" onClick={onEdit}>
            Edit
          </Button>
          <Button onClick={onSubmit} loading={submitting} disabled={!canSubmit}>
            Submit
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
