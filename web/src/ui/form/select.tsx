import {
  MultiSelect as MantineMultiSelect,
  Select as MantineSelect,
  TagsInput as MantineTagsInput,
  type MultiSelectProps,
  type SelectProps,
  type TagsInputProps,
} from '@mantine/core';
import { type FocusEvent, type Ref, useState } from 'react';
import { flushSync } from 'react-dom';

// Mantine keeps a select's list in the page from the first draw, hidden, and places it beside its box there and
// then: on a list page, its filters' lists were most of the first draw's work (docs/decisions/026-react-compiler-
// and-deferred-lists.md). Here a list joins the page when its box is first focused, which every way of opening it
// (a click, a tap, a key) does first, and stays. It joins before the focus reaches Mantine, which may open it
// there and then: Mantine names the list in the box's aria-controls only once it has been in the page.
//
// Mantine also hides a select's clear button from the keyboard and from screen readers. Here it is named after its
// field and in the tab order, so a keyboard clears a choice as a pointer does (docs/product.md#appearance).
function useOurSelect({
  label,
  comboboxProps,
  onFocusCapture,
  clearButtonProps,
}: Pick<SelectProps, 'label' | 'comboboxProps' | 'onFocusCapture' | 'clearButtonProps'>) {
  const [focused, setFocused] = useState(false);
  return {
    comboboxProps: { keepMounted: focused, ...comboboxProps },
    onFocusCapture: (event: FocusEvent<HTMLInputElement>) => {
      if (!focused) flushSync(() => setFocused(true));
      onFocusCapture?.(event);
    },
    clearButtonProps: {
      'aria-label': typeof label === 'string' ? `Clear ${label}` : 'Clear the choice',
      tabIndex: 0,
      'aria-hidden': false,
      ...clearButtonProps,
    },
  };
}

// A ref reaches the box, as on Mantine's own (a prop like any other in React 19).
type WithRef<Props> = Props & { ref?: Ref<HTMLInputElement> };

export function Select(props: WithRef<SelectProps>) {
  return <MantineSelect {...props} {...useOurSelect(props)} />;
}

export function MultiSelect(props: WithRef<MultiSelectProps>) {
  return <MantineMultiSelect {...props} {...useOurSelect(props)} />;
}

export function TagsInput(props: WithRef<TagsInputProps>) {
  return <MantineTagsInput {...props} {...useOurSelect(props)} />;
}
