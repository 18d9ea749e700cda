import { Anchor, Button, Stack, Text } from '@mantine/core';
import { messages, paths } from '@srm/contract';
import { Link } from 'react-router';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormTitle } from '../../../ui/form/form-title';

// A used, replaced or expired invitation link, said on arrival: the page the
// email promised, without a form to fill in for nothing. Whoever already chose a
// password logs in; anyone else asks for a new invitation, as the message says.
export function DeadInvitation() {
  return (
    <Stack gap="md">
      <FormTitle title="Create a Password" />
      <FormAlert kind="error">{messages.invitationInvalid}</FormAlert>
      <Text size="sm">Already chose your password with this link? Log in with it.</Text>
      <Button component={Link} to={paths.login} fullWidth size="md">
        Go to Log in
      </Button>
      <Anchor component={Link} to={paths.forgotPassword} size="sm" ta="center">
        Forgot Password?
      </Anchor>
    </Stack>
  );
}
