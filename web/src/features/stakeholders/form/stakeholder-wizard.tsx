import { Button, Group, SimpleGrid, Stack, Tabs } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type CustomField, stakeholderRequiredFields } from '@srm/contract';
import type { ReactNode } from 'react';
import { useFocusWhenShown } from '../../../lib/form-refusal';
import { CustomFieldInput } from '../../../ui/form/custom-field-input';
import { useAccountManagerChoices } from '../api/get-account-managers';
import { StakeholderFieldInput } from './stakeholder-field';
import {
  customFieldsOfTab,
  customPath,
  type FormTab,
  fieldsOfTab,
  firstShown,
  formTabLabels,
  formTabs,
  pathsOfTab,
  problemsOf,
  type StakeholderFormValues,
} from './stakeholder-form-values';

interface StakeholderWizardProps {
  form: UseFormReturnType<StakeholderFormValues>;
  tab: FormTab;
  onTab: (tab: FormTab) => void;
  // Called once every field passes the contract's rules.
  onReview: () => void;
  reviewLabel: string;
  // Shown below the Basic tab's fields (the add flow's KYC documents).
  basicExtra?: ReactNode;
  // The organisation's own fields (record-custom-fields.ts): all of them, and those the tabs ask.
  customFields: { all: readonly CustomField[]; asked: readonly CustomField[] };
}

// A save the server refused goes back to the tabs (docs/product.md#messages): the page closes its review and
// calls the returned function with the messages by field; the tab of the first field in the form's order opens,
// with the cursor on that field. Called by the page, which draws the review dialog (see useFocusWhenShown).
export function useShowOnTabs(
  form: UseFormReturnType<StakeholderFormValues>,
  onTab: (tab: FormTab) => void,
  asked: readonly CustomField[],
) {
  const focusWhenShown = useFocusWhenShown(form);
  return (problems: Record<string, string>) => {
    const first = firstShown(Object.keys(problems), form.values, asked);
    if (!first) return;
    onTab(first.tab);
    focusWhenShown(first.field);
  };
}

// Tabs Basic, Address and Contract with Next and Previous,
// then a review. Next checks the fields of its tab; the review checks them
// all and opens the first tab with a problem.
export function StakeholderWizard({
  form,
  tab,
  onTab,
  onReview,
  reviewLabel,
  basicExtra,
  customFields: { all, asked },
}: StakeholderWizardProps) {
  const staff = useAccountManagerChoices();
  const managers = (staff.data?.results ?? []).map((user) => ({
    value: user.id,
    label: `${user.first_name} ${user.last_name}`,
  }));
  const required = new Set<string>(stakeholderRequiredFields[form.values.type]);
  const index = formTabs.indexOf(tab);
  const held = form.getInitialValues().custom_fields;

  const problemsIn = (tabs: readonly FormTab[]) => {
    const problems = problemsOf(form.values, all, held);
    const shown = new Set<string>(tabs.flatMap((each) => pathsOfTab(each, form.values, asked)));
    return Object.fromEntries(Object.entries(problems).filter(([field]) => shown.has(field)));
  };
  const next = () => {
    const problems = problemsIn([tab]);
    form.setErrors(problems);
    if (Object.keys(problems).length === 0) onTab(formTabs[index + 1] ?? tab);
  };
  const review = () => {
    const problems = problemsIn(formTabs);
    form.setErrors(problems);
    const firstTab = formTabs.find((each) => pathsOfTab(each, form.values, asked).some((field) => field in problems));
    if (firstTab) onTab(firstTab);
    else onReview();
  };

  return (
    <Tabs value={tab} onChange={(value) => value && onTab(value as FormTab)} keepMounted={false}>
      <Tabs.List mb="md">
        {formTabs.map((each) => (
          <Tabs.Tab key={each} value={each}>
            {formTabLabels[each]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {formTabs.map((each) => (
        <Tabs.Panel key={each} value={each}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {fieldsOfTab(each, form.values).map((field) => (
                <StakeholderFieldInput
                  key={field}
                  field={field}
                  form={form}
                  managers={managers}
                  required={required.has(field)}
                />
              ))}
              {customFieldsOfTab(each, asked).map((field) => (
                <CustomFieldInput
                  key={field.key}
                  field={field}
                  held={held[field.key]}
                  {...form.getInputProps(customPath(field.key))}
                />
              ))}
            </SimpleGrid>
            {each === 'basic' && basicExtra}
            <Group justify="space-between">
              {index > 0 ? (
                <Button variant="default" onClick={() => onTab(formTabs[index - 1] ?? tab)}>
                  Previous
                </Button>
              ) : (
                <span />
              )}
              {index < formTabs.length - 1 ? (
                <Button onClick={next}>Next</Button>
              ) : (
                <Button onClick={review}>{reviewLabel}</Button>
              )}
            </Group>
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
