import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render';
import { MultiSelect, Select, TagsInput } from './select';

// The list the box says it controls, holding the options a screen reader is told of.
function namedList(box: HTMLElement) {
  expect(box).toHaveAttribute('aria-expanded', 'true');
  const list = document.getElementById(box.getAttribute('aria-controls') ?? '');
  expect(list).toHaveAttribute('role', 'listbox');
  return list!;
}

describe('a select', () => {
  for (const searchable of [false, true]) {
    const kind = searchable ? 'a searchable select' : 'a select';

    it(`keeps the list of ${kind} out of the page until it opens, then names it from a click`, async () => {
      const user = userEvent.setup();
      renderAt(<Select label="Priority" data={['Low', 'High']} searchable={searchable} />);
      const box = screen.getByRole('combobox', { name: 'Priority' });
      expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument();

      await user.click(box);
      expect(namedList(box)).toHaveTextContent('High');
    });

    it(`names the list of ${kind} opened from the keyboard, and again when it opens a second time`, async () => {
      const user = userEvent.setup();
      renderAt(<Select label="Priority" data={['Low', 'High']} searchable={searchable} />);
      const box = screen.getByRole('combobox', { name: 'Priority' });

      await user.tab();
      await user.keyboard('{ArrowDown}');
      expect(namedList(box)).toHaveTextContent('Low');
      await user.keyboard('{Escape}');
      expect(box).toHaveAttribute('aria-expanded', 'false');
      await user.keyboard('{ArrowDown}');
      expect(namedList(box)).toHaveTextContent('Low');
    });
  }

  it('does the same for a choice of many and for tags', async () => {
    const user = userEvent.setup();
    renderAt(
      <>
        <MultiSelect label="Channels" data={['Email', 'Phone']} />
        <TagsInput label="Tags" data={['vip', 'late payer']} />
      </>,
    );
    expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument();
    for (const label of ['Channels', 'Tags']) {
      const box = screen.getByLabelText(label);
      await user.click(box);
      expect(namedList(box)).toBeInTheDocument();
    }
  });

  it('offers its clear button to the keyboard, named after the field, next in the tab order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderAt(<Select label="Handler" data={['Ada', 'Bayo']} defaultValue="Ada" clearable onChange={onChange} />);

    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Handler' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear Handler' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(null, null);
    expect(screen.getByRole('combobox', { name: 'Handler' })).toHaveValue('');
  });
});
