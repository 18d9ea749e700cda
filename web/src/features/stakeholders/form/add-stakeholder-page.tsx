import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type KycDocumentType,
  messages,
  optionLabel,
  paths,
  pathTo,
  type Stakeholder,
  type StakeholderType,
  stakeholderTypes,
} from '@srm/contract';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { refusalMessage, refusedFields } from '../../../lib/form-refusal';
import { FormAlert } from '../../../ui/form/form-alert';
import { useCreateStakeholder } from '../api/create-stakeholder';
import { useDuplicates } from '../api/find-duplicates';
import { useAccountManagerChoices } from '../api/get-account-managers';
import { useStakeholderOptions } from '../api/get-stakeholder-options';
import { addTitles } from '../stakeholder-look';
import { TypedPage } from '../typed-page';
import { KycDocumentsField, type KycFiles } from './kyc-documents-field';
import { useRecordCustomFields } from './record-custom-fields';
import { ReviewDialog } from './review-dialog';
import {
  bodyOf,
  customEntries,
  customValuesOf,
  emptyValues,
  type FormTab,
  fieldLabel,
  kycFields,
  readableValue,
  type StakeholderFormValues,
  shownFields,
} from './stakeholder-form-values';
import { StakeholderWizard, useShowOnTabs } from './stakeholder-wizard';

const noValues = {};

const isType = (value: string | undefined): value is StakeholderType =>
  (stakeholderTypes as readonly (string | undefined)[]).includes(value);

// /stakeholders/add/{type}: the type's fields over three
// tabs, a review listing every filled field, then the record is saved.
export function AddStakeholderPage() {
  const { type } = useParams();
  if (!isType(type)) return <Navigate to={paths.stakeholders} replace />;
  return <AddStakeholderForm key={type} type={type} />;
}

function AddStakeholderForm({ type }: { type: StakeholderType }) {
  const navigate = useNavigate();
  const form = useForm<StakeholderFormValues>({ initialValues: emptyValues(type) });
  const [tab, setTab] = useState<FormTab>('basic');
  const [reviewing, setReviewing] = useState(false);
  const [created, setCreated] = useState<Stakeholder | null>(null);
  const [kyc, setKyc] = useState<KycFiles>({});
  const [kycProblems, setKycProblems] = useState<Partial<Record<KycDocumentType, string>>>({});
  const create = useCreateStakeholder();
  const staff = useAccountManagerChoices();
  const options = useStakeholderOptions();
  const customFields = useRecordCustomFields(noValues);
  const showOnTabs = useShowOnTabs(form, setTab, customFields.asked);
  // Where the server's field messages can be said: the tabs' fields and the KYC documents.
  const fields = [...shownFields(form.values, customFields.asked), ...kycFields];
  const body = bodyOf(form.values);
  // The organisation's own fields filled in, as JSON (its text in a multipart form).
  const custom = customValuesOf(form.values);
  const duplicates = useDuplicates(
    { email: (body.email as string[] | undefined) ?? [], phone: (body.phone as string[] | undefined) ?? [] },
    reviewing,
  );

  const managerName = (id: string) => {
    const user = staff.data?.results.find((each) => each.id === id);
    return user && `${user.first_name} ${user.last_name}`;
  };
  const kycEntries = Object.entries(kyc).flatMap(([kind, file]) =>
    file ? [{ field: `kyc_${kind}`, label: `KYC: ${optionLabel(kind)}`, value: file.name }] : [],
  );
  const entries = Object.entries(body)
    .filter(([field]) => field !== 'type')
    .map(([field, value]) => ({
      field,
      label: fieldLabel(field as never),
      value: readableValue(field as never, value as string | string[], managerName(String(value)), options.data),
    }))
    .concat(customEntries(customFields.asked, custom));

  const submit = () =>
    create.mutate(
      { body: Object.keys(custom).length > 0 ? { ...body, custom_fields: custom } : body, kyc },
      {
        onSuccess: (record) => {
          setReviewing(false);
          setCreated(record);
        },
        // The server's field messages go back on the fields, the review closing to show them; any other
        // refusal is said in the review.
        onError: (error) => {
          const refused = refusedFields(error, fields);
          if (Object.keys(refused).length === 0) return;
          const entries = Object.entries(refused);
          form.setErrors(Object.fromEntries(entries.filter(([field]) => !field.startsWith('kyc_'))));
          const kycRefused = entries.flatMap(([field, problem]) =>
            field.startsWith('kyc_') ? [[field.slice('kyc_'.length), problem] as const] : [],
          );
          setKycProblems((all) => ({ ...all, ...Object.fromEntries(kycRefused) }));
          setReviewing(false);
          showOnTabs(refused);
        },
      },
    );

  return (
    <TypedPage
      type={type}
      title={addTitles[type]}
      subtitle={<Text c="dimmed">Fill in each tab, then review the record before it is saved</Text>}
    >
      <StakeholderWizard
        form={form}
        tab={tab}
        onTab={setTab}
        onReview={() => setReviewing(true)}
        reviewLabel="Review"
        customFields={customFields}
        basicExtra={
          type === 'new_digital_customer_and_users' && (
            <KycDocumentsField
              files={kyc}
              onChange={setKyc}
              problems={kycProblems}
              onProblem={(kind, problem) => setKycProblems((all) => ({ ...all, [kind]: problem ?? undefined }))}
            />
          )
        }
      />
      <ReviewDialog
        opened={reviewing}
        title="Review this Stakeholder"
        entries={[...entries, ...kycEntries]}
        duplicates={duplicates.data?.results ?? []}
        submitting={create.isPending}
        error={
          create.isError && (
            <FormAlert kind="error">
              {refusalMessage(create.error, fields, {
                422: messages.stakeholderAddInvalid,
                500: messages.stakeholderAddFailed,
              })}
            </FormAlert>
          )
        }
        onEdit={() => setReviewing(false)}
        onSubmit={submit}
      />
      <Modal
        opened={created !== null}
        onClose={() => void navigate(paths.stakeholders)}
        title={messages.stakeholderCreated}
        centered
      >
        <Stack>
          <Text>
            {created?.name} is saved as {created?.reference}.
          </Text>
          <Group justify="flex-end">
            {created && (
              <Button variant="default" onClick={() => void navigate(pathTo.stakeholder(created.id))}>
                Open the record
              </Button>
            )}
            <Button onClick={() => void navigate(paths.stakeholders)} data-autofocus>
              Stakeholders Master Data
            </Button>
          </Group>
        </Stack>
      </Modal>
    </TypedPage>
  );
}
