import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

// Picks an option of a Mantine Select the way a user does: open it, click the option.
// jsdom has no layout, so Mantine keeps the open list display:none (its input
// looks detached); the options are there all the same, hence `hidden`.
export async function chooseOption(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}
