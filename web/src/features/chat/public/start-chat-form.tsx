import { Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ChatSessionReceipt, publicMessages } from '@srm/contract';
import { useEffect, useRef, useState } from 'react';
import { asTheSchemaReads, deferredResolver, deferredSchema, useLoadOnFirstUse } from '../../../lib/deferred-schema';
import { focusFirstError, refusalMessage, refusedFields, showRefusal } from '../../../lib/form-refusal';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useStartChat } from '../api/start-chat';
import type { VouchedVisitor } from './vouched-visitor';

interface StartValues {
  name: string;
  email: string;
}

const fieldNames = ['name', 'email'];

const startChatBody = deferredSchema(async () => (await import('./start-chat-schema')).StartChatBody);

interface StartChatFormProps {
  organizationId: string;
  // Why the form is shown again (an ended chat).
  notice: string | null;
  onStarted: (receipt: ChatSessionReceipt) => void;
  // The organisation's website vouching for its signed-in visitor: started at once.
  vouched?: VouchedVisitor | null;
}

// Before the first message: who is writing (docs/product.md#chat).
export function StartChatForm({ organizationId, notice, onStarted, vouched = null }: StartChatFormProps) {
  const start = useStartChat();
  const form = useForm<StartValues>({
    initialValues: { name: vouched?.name ?? '', email: vouched?.email ?? '' },
    validate: deferredResolver(startChatBody),
  });
  useLoadOnFirstUse(startChatBody);
  // The website's proof, while it is for the email in the form and not refused.
  const [proof, setProof] = useState(vouched);

  const startWith = async (values: StartValues) => {
    const identityHmac = proof && values.email.trim().toLowerCase() === proof.email ? proof.identity_hmac : undefined;
    const typed = { ...values, identity_hmac: identityHmac };
    start.mutate(
      { organizationId, body: await asTheSchemaReads(startChatBody, typed) },
      {
        onSuccess: onStarted,
        onError: (error) => {
          showRefusal(form, error, fieldNames);
          // Refused: the stakeholder may still start with the name and email alone.
          if (identityHmac) setProof(null);
        },
      },
    );
  };
  const startedOnArrival = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival from the website
  useEffect(() => {
    if (!vouched || startedOnArrival.current) return;
    startedOnArrival.current = true;
    void startWith({ name: vouched.name, email: vouched.email });
  }, []);

  const submit = form.onSubmit(
    (values) => startWith(values),
    (errors) => focusFirstError(form, errors),
  );

  // A refused name or email is said under it; the box is for what no field explains.
  const refusal =
    Object.keys(refusedFields(start.error, fieldNames)).length === 0 &&
    refusalMessage(start.error, fieldNames, { 429: publicMessages.tooManyRequests });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" p="md">
        <FormAlert kind="warning">{notice}</FormAlert>
        <Text>Tell us who you are and start chatting with us.</Text>
        <FormAlert kind="error">{refusal}</FormAlert>
        <TextField label="Name" placeholder="your name" autoComplete="name" {...form.getInputProps('name')} />
        <TextField
          label="Email"
          placeholder="your email"
          type="email"
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        {/* Busy from the first tap: the check waits for its schema before the chat starts. */}
        <SubmitButton loading={form.submitting || start.isPending}>Start chat</SubmitButton>
      </Stack>
    </form>
  );
}
