import type { FormErrors } from '@mantine/form';

interface FormWithInputs {
  getInputNode: (path: never) => HTMLElement | null;
}

// After a failed submit the cursor goes to the first field to fix, in the
// page's order, so keyboard and screen reader users land on it.
export function focusFirstError(form: FormWithInputs, errors: FormErrors) {
  const invalid = Object.entries(errors)
    .filter(([, error]) => Boolean(error))
    .flatMap(([path]) => form.getInputNode(path as never) ?? []);
  const first = invalid.reduce<HTMLElement | undefined>(
    (earliest, node) =>
      !earliest || earliest.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING ? node : earliest,
    undefined,
  );
  first?.focus();
}
