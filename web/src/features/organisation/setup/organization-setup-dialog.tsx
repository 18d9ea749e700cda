import { Button, Group, Modal, Stack, Stepper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  type Country,
  countryOptions,
  messages,
  type Organization,
  type StaffCount,
  staffCountOptions,
} from '@srm/contract';
import { useState } from 'react';
import { fieldPathsOf, refusalMessage, refusedFields, useFocusWhenShown } from '../../../lib/form-refusal';
import { FormAlert } from '../../../ui/form/form-alert';
import { Select } from '../../../ui/form/select';
import { TextField } from '../../../ui/form/text-field';
import { useUpdateOrganization } from '../api/update-organization';

interface SetupValues {
  staff_count: StaffCount | null;
  country: Country | null;
  nature_of_business: string;
}

// The step showing each field, in the order they are shown.
const stepOfField = { staff_count: 0, country: 0, nature_of_business: 1 } as const;

interface OrganizationSetupDialogProps {
  organization: Organization;
  opened: boolean;
  onPutOff: () => void;
}

// Dashboard: the two-step setup of a new organisation.
export function OrganizationSetupDialog({ organization, opened, onPutOff }: OrganizationSetupDialogProps) {
  const [step, setStep] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateOrganization();
  const form = useForm<SetupValues>({
    initialValues: {
      staff_count: organization.staff_count,
      country: organization.country,
      nature_of_business: organization.nature_of_business ?? '',
    },
  });
  const focusWhenShown = useFocusWhenShown(form);

  // A refused field is said under it, on its step, with the cursor there (docs/product.md#messages).
  const showOnStep = (error: unknown) => {
    const refused = refusedFields(error, Object.keys(stepOfField));
    const first = (Object.keys(stepOfField) as (keyof typeof stepOfField)[]).find((field) => refused[field]);
    if (!first) return;
    form.setErrors(refused);
    setStep(stepOfField[first]);
    focusWhenShown(first);
  };

  // Each step names what it is missing in one banner.
  const submit = form.onSubmit(({ staff_count, country, nature_of_business }) => {
    if (!staff_count || !country) return setProblem(messages.chooseStaffCountAndCountry);
    setProblem(null);
    if (step === 0) return setStep(1);
    if (!nature_of_business.trim()) return setProblem(messages.enterNatureOfBusiness);
    // The dialog closes itself once the organisation reads as set up, before a
    // `mutate` callback would run; the promise still settles, so the toast shows.
    update.mutateAsync({ staff_count, country, nature_of_business: nature_of_business.trim() }).then(
      () => notifications.show({ color: 'green', message: messages.setupFinished }),
      showOnStep, // the banner shows the rest of update.error
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={onPutOff}
      title={`Set up ${organization.name}`}
      centered
      closeOnClickOutside={false}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stepper active={step} size="sm" allowNextStepsSelect={false} onStepClick={setStep}>
            <Stepper.Step label="Your team" description="Staff and country" />
            <Stepper.Step label="Your business" description="What you do" />
          </Stepper>
          <FormAlert kind="error">{problem ?? refusalMessage(update.error, fieldPathsOf(form.values))}</FormAlert>
          {step === 0 ? (
            <>
              <Select
                label="Average Number of Staff"
                placeholder="Choose a range"
                data={staffCountOptions}
                data-autofocus
                {...form.getInputProps('staff_count')}
              />
              <Select
                label="Country of Operation"
                placeholder="Choose a country"
                data={countryOptions}
                {...form.getInputProps('country')}
              />
            </>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                Tell us what {organization.name} does, so SRM can fit your work.
              </Text>
              <TextField
                label="Nature of Business"
                placeholder="what your business does"
                data-autofocus
                {...form.getInputProps('nature_of_business')}
              />
            </>
          )}
          <Group justify="space-between">
            {step === 0 ? (
              <Button variant="subtle" onClick={onPutOff}>
                Not now
              </Button>
            ) : (
              <Button variant="default" onClick={() => setStep(0)}>
                Back
              </Button>
            )}
            <Button type="submit" loading={update.isPending}>
              {step === 0 ? 'Next' : 'Finish Setup'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
