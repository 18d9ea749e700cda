import { Button, Group, Modal, Stack } from '@mantine/core';
import { pathTo, type StakeholderType } from '@srm/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Select } from '../../../ui/form/select';
import { typeChoices } from '../stakeholder-look';

interface AddStakeholderDialogProps {
  opened: boolean;
  onClose: () => void;
}

// 'Add a Stakeholder' asks for the type, then opens that type's add flow.
export function AddStakeholderDialog({ opened, onClose }: AddStakeholderDialogProps) {
  const navigate = useNavigate();
  const [type, setType] = useState<StakeholderType | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title="Add a Stakeholder" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (type) void navigate(pathTo.addStakeholder(type));
        }}
      >
        <Stack>
          <Select
            label="Stakeholder Type"
            placeholder="Choose a type"
            data={typeChoices}
            value={type}
            onChange={(value) => setType(value as StakeholderType | null)}
            allowDeselect={false}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!type}>
              Continue
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
