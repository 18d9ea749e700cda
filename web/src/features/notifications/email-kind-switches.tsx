import { Fieldset, Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type NotificationKind, notificationKindLabels, notificationKinds } from '@srm/contract';

export type EmailChoiceValues = Record<NotificationKind, boolean>;

// One switch per kind of notice, named as the contract names it: a member's own
// email choices and the organisation's defaults are the same set of switches.
export function EmailKindSwitches({
  form,
  legend,
  kinds = notificationKinds,
}: {
  form: UseFormReturnType<EmailChoiceValues>;
  legend: string;
  kinds?: readonly NotificationKind[];
}) {
  return (
    <Fieldset legend={legend} variant="unstyled">
      <Stack gap="sm" mt="xs">
        {kinds.map((kind) => (
          <Switch key={kind} label={notificationKindLabels[kind]} {...form.getInputProps(kind, { type: 'checkbox' })} />
        ))}
      </Stack>
    </Fieldset>
  );
}
