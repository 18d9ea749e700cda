import { Loader, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { messages, pathTo, type Stakeholder } from '@srm/contract';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { changedCustomValues } from '../../../lib/custom-fields';
import { refusalMessage, refusedFields } from '../../../lib/form-refusal';
import { FormAlert } from '../../../ui/form/form-alert';
import { ImagesField } from '../../../ui/images/images-field';
import { useDuplicates } from '../api/find-duplicates';
import { useAccountManagerChoices } from '../api/get-account-managers';
import { useStakeholder } from '../api/get-stakeholder';
import { useStakeholderOptions } from '../api/get-stakeholder-options';
import { useUpdateStakeholder } from '../api/update-stakeholder';
import { typeLook } from '../stakeholder-look';
import { TypedPage } from '../typed-page';
import { useRecordCustomFields } from './record-custom-fields';
import { ReviewDialog } from './review-dialog';
import {
  changedValues,
  customEntries,
  type FormTab,
  fieldLabel,
  readableValue,
  type StakeholderFormValues,
  shownFields,
  valuesOfRecord,
} from './stakeholder-form-values';
import { StakeholderWizard, useShowOnTabs } from './stakeholder-wizard';

// Our choice: at most ten evidence images per change (the server's limit too).
const maxEvidence = 10;

// /stakeholder/{id}/edit: the record's tabs, a preview of
// exactly the values that change, optional evidence images, then one change
// entry is recorded.
export function EditStakeholderPage() {
  const { stakeholderId = '' } = useParams();
  const record = useStakeholder(stakeholderId);
  if (record.isPending) return <Loader aria-label="Loading the stakeholder" />;
  if (record.isError) return <FormAlert kind="error">{errorMessage(record.error)}</FormAlert>;
  return <EditStakeholderForm key={record.data.id} record={record.data} />;
}

function EditStakeholderForm({ record }: { record: Stakeholder }) {
  const navigate = useNavigate();
  const [initial] = useState(() => valuesOfRecord(record));
  const form = useForm<StakeholderFormValues>({ initialValues: initial });
  const [tab, setTab] = useState<FormTab>('basic');
  const [previewing, setPreviewing] = useState(false);
  const [evidence, setEvidence] = useState<File[]>([]);
  const [evidenceProblem, setEvidenceProblem] = useState<string | null>(null);
  const update = useUpdateStakeholder();
  const staff = useAccountManagerChoices();
  const options = useStakeholderOptions();
  const customFields = useRecordCustomFields(initial.custom_fields);
  const showOnTabs = useShowOnTabs(form, setTab, customFields.asked);
  // Where the server's field messages can be said: the tabs' fields, and the evidence in the preview.
  const fields = [...shownFields(form.values, customFields.asked), 'evidence'];
  const changes = changedValues(initial, form.values);
  // The organisation's own fields changed, sent as JSON text; only the values sent change.
  const customChanges = changedCustomValues(initial.custom_fields, form.values.custom_fields);
  const contacts = (field: 'email' | 'phone') => (changes[field] as string[] | undefined) ?? [];
  const duplicates = useDuplicates(
    { email: contacts('email'), phone: contacts('phone'), except_id: record.id },
    previewing,
  );

  const managerName = (id: string) => {
    const user = staff.data?.results.find((each) => each.id === id);
    return user && `${user.first_name} ${user.last_name}`;
  };
  const entries = Object.entries(changes)
    .map(([field, value]) => ({
      field,
      label: fieldLabel(field as never),
      value: readableValue(field as never, value, managerName(String(value)), options.data),
    }))
    .concat(customEntries(customFields.asked, customChanges));

  const submit = () =>
    update.mutate(
      {
        stakeholderId: record.id,
        fields: {
          ...Object.fromEntries(
            Object.entries(changes).map(([field, value]) => [field, Array.isArray(value) ? value.join(', ') : value]),
          ),
          ...(Object.keys(customChanges).length > 0 && { custom_fields: JSON.stringify(customChanges) }),
        },
        evidence,
      },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: messages.stakeholderEdited });
          void navigate(pathTo.stakeholder(saved.id));
        },
        // A refused value goes back on its field, the preview closing to show it; refused evidence is
        // said under it in the preview, and any other refusal in the preview.
        onError: (error) => {
          const { evidence: evidenceRefused, ...refused } = refusedFields(error, fields);
          if (evidenceRefused) setEvidenceProblem(evidenceRefused);
          if (Object.keys(refused).length === 0) return;
          form.setErrors(refused);
          setPreviewing(false);
          showOnTabs(refused);
        },
      },
    );

  return (
    <TypedPage
      type={record.type}
      title={`Edit ${record.name}`}
      subtitle={
        <Text c="dimmed">
          {typeLook(record.type).label} · {record.reference}
        </Text>
      }
    >
      <StakeholderWizard
        form={form}
        tab={tab}
        onTab={setTab}
        onReview={() => setPreviewing(true)}
        reviewLabel="Preview"
        customFields={customFields}
      />
      <ReviewDialog
        opened={previewing}
        title="Preview the changes"
        entries={entries}
        empty="Nothing has changed yet."
        duplicates={duplicates.data?.results ?? []}
        submitting={update.isPending}
        canSubmit={entries.length > 0}
        error={
          update.isError && (
            <FormAlert kind="error">
              {refusalMessage(update.error, fields, {
                422: messages.stakeholderEditInvalid,
                500: messages.stakeholderEditFailed,
              })}
            </FormAlert>
          )
        }
        onEdit={() => setPreviewing(false)}
        onSubmit={submit}
      >
        <ImagesField
          label="Evidence"
          description={`Optional. Up to ${maxEvidence} images (PNG, JPEG, WebP or GIF), each at most 5 MB, showing why the record changes.`}
          max={maxEvidence}
          tooMany={messages.tooManyEvidenceImages}
          files={evidence}
          onChange={setEvidence}
          error={evidenceProblem}
          onProblem={setEvidenceProblem}
        />
      </ReviewDialog>
    </TypedPage>
  );
}
