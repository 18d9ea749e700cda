import { Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type FeedbackReceipt, maxFeedbackAttachments, productDisplayName, publicMessages } from '@srm/contract';
import { useState } from 'react';
import { ApiError } from '../../../api/client';
import { asTheSchemaReads, deferredResolver, deferredSchema, useLoadOnFirstUse } from '../../../lib/deferred-schema';
import { focusFirstError, refusedFields } from '../../../lib/form-refusal';
import { loadWhenWanted } from '../../../lib/load-when-wanted';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { ImagesField } from '../../../ui/images/images-field';
import { PhoneInput } from '../../../ui/phone-input';
import { useSubmitFeedback } from '../api/submit-feedback';
import classes from './feedback-form.module.css';

const feedbackFields = deferredSchema(async () => (await import('./feedback-fields')).FeedbackFields);
// Shown once the feedback is in, so it is no part of the form's first load.
// Should its code not arrive, the feedback is in all the same: the page says so.
const FeedbackSubmittedDialog = loadWhenWanted(
  async () => (await import('./feedback-submitted-dialog')).FeedbackSubmittedDialog,
  {
    failed: ({ receipt }) =>
      receipt && (
        <FormAlert kind="success">
          {publicMessages.feedbackSubmitted}. Your reference is {receipt.reference}.
        </FormAlert>
      ),
  },
);

interface FeedbackValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  attachments: File[];
}

const emptyValues: FeedbackValues = { name: '', email: '', phone: '', subject: '', message: '', attachments: [] };
const fieldNames = new Set<string>(Object.keys(emptyValues));

// What the server refused, in the form's own terms: messages for the fields it
// names, or one toast (docs/product.md#messages: 'An Error Occurred').
function refusalOf(error: unknown): { fields: Record<string, string> } | { toast: string } {
  if (error instanceof ApiError && error.status === 413)
    return { fields: { attachments: publicMessages.attachmentsTooLarge } };
  const fields = refusedFields(error, fieldNames);
  if (Object.keys(fields).length > 0) return { fields };
  const tooMany = error instanceof ApiError && error.status === 429;
  return { toast: tooMany ? publicMessages.tooManyRequests : publicMessages.anErrorOccurred };
}

interface FeedbackFormProps {
  organizationId: string;
  // The product slug from the address.
  product: string;
}

// The public feedback form. Closing the success dialog
// empties it for the next feedback (as a reload would, without one).
export function FeedbackForm({ organizationId, product }: FeedbackFormProps) {
  const submit = useSubmitFeedback();
  const [receipt, setReceipt] = useState<FeedbackReceipt | null>(null);
  // Once loaded the dialog stays, so closing it can hand focus back.
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const form = useForm<FeedbackValues>({
    initialValues: emptyValues,
    validate: deferredResolver(feedbackFields),
  });
  useLoadOnFirstUse(feedbackFields);

  const send = form.onSubmit(
    async ({ attachments, ...values }) => {
      // The product name is sent capitalised.
      const fields = { ...(await asTheSchemaReads(feedbackFields, values)), project_name: productDisplayName(product) };
      submit.mutate(
        { organizationId, fields, attachments },
        {
          onSuccess: (newReceipt) => {
            setReceipt(newReceipt);
            setDialogLoaded(true);
          },
          onError: (error) => {
            const refusal = refusalOf(error);
            if ('fields' in refusal) {
              form.setErrors(refusal.fields);
              focusFirstError(form, refusal.fields);
            } else notifications.show({ color: 'red', message: refusal.toast });
          },
        },
      );
    },
    (errors) => focusFirstError(form, errors),
  );

  const startOver = () => {
    setReceipt(null);
    form.reset();
    submit.reset();
  };

  return (
    <form onSubmit={send} noValidate>
      <Stack gap="md">
        <div className={classes.nameAndEmail}>
          <TextField label="Name" placeholder="your name" autoComplete="name" {...form.getInputProps('name')} />
          <TextField
            label="Email"
            placeholder="your email"
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
        </div>
        <PhoneInput
          description="Optional. A Nigerian number (+234), e.g. 0803 123 4567"
          {...form.getInputProps('phone')}
        />
        <TextField label="Subject" placeholder="a subject" {...form.getInputProps('subject')} />
        <Textarea
          label="Message"
          placeholder="Tell us what happened"
          rows={6}
          resize="vertical"
          {...form.getInputProps('message')}
        />
        <ImagesField
          label="Attachments"
          description={`Optional. Up to ${maxFeedbackAttachments} images (PNG, JPEG, WebP or GIF), each at most 5 MB.`}
          max={maxFeedbackAttachments}
          tooMany={publicMessages.tooManyAttachments}
          files={form.values.attachments}
          onChange={(files) => form.setFieldValue('attachments', files)}
          error={form.errors.attachments}
          onProblem={(problem) => form.setFieldError('attachments', problem)}
        />
        {/* Busy from the first tap: the check waits for its schema before the feedback is sent. */}
        <SubmitButton loading={form.submitting || submit.isPending}>Submit</SubmitButton>
      </Stack>
      {dialogLoaded && <FeedbackSubmittedDialog receipt={receipt} onClose={startOver} />}
    </form>
  );
}
