import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

// Picks an option of a Mantine Select the way a user does: open it, click the option.
// jsdom has no layout, so Mantine keeps the open list display:none (its input
// looks detached); the options are there all the same, hence `hidden`. The
// option is looked for in the list the box controls, as two Selects on one
// screen may offer the same option.
export async function chooseOption(user: UserEvent, label: string, option: string) {
  // Some lists' filters load their code as they first show: the box is waited for, as a user would.
  const box = await screen.findByRole('combobox', { name: label });
  await user.click(box);
  const list = await waitFor(() => {
    const found = document.getElementById(box.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`the options of ${label} did not open`);
    return found;
  });
  await user.click(await within(list).findByRole('option', { name: option, hidden: true }));
}
