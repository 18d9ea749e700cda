import { Button, Center, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { type PublicTicket, publicMessages } from '@srm/contract';
import { useState } from 'react';
import { ApiError } from '../../../api/client';
import { errorMessage, fieldErrorsOf } from '../../../api/error-message';
import { deferredSchema, useLoadOnFirstUse } from '../../../lib/deferred-schema';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AttachFiles, problemWithFiles } from '../../../ui/form/attach-files';
import { FormAlert } from '../../../ui/form/form-alert';
import { StakeholderPageFrame } from '../../../ui/stakeholder-page-frame';
import { TicketStatusBadge } from '../../../ui/status-badge';
import { PublicThread } from './public-thread';
import { useAnswerTicket, usePublicTicket, useRenewTicketLink } from './public-ticket-api';
import classes from './public-ticket-page.module.css';

// An expired link still names a genuine ticket: a fresh one goes to the ticket's email.
function ExpiredLink({ token }: { token: string }) {
  const renew = useRenewTicketLink(token);
  return (
    <Stack gap="sm" ta="center" p="lg" align="center">
      <Title order={1} size="h3">
        Link expired
      </Title>
      <Text c="dimmed">{publicMessages.ticketLinkExpired}</Text>
      {renew.isSuccess ? (
        <FormAlert kind="success">{renew.data?.detail}</FormAlert>
      ) : (
        <Button onClick={() => renew.mutate()} loading={renew.isPending}>
          Email me a new link
        </Button>
      )}
      <FormAlert kind="error">{renew.isError && errorMessage(renew.error)}</FormAlert>
    </Stack>
  );
}

const answerSchema = deferredSchema(async () => (await import('./answer-schema')).PublicAnswerBody);

// What the schema says is wrong with an answer, if anything. Should the schema
// not arrive (the network dropped), the server checks the answer instead.
async function problemWith(answer: string) {
  const schema = await answerSchema.load().catch(() => null);
  return schema?.safeParse({ body: answer }).error?.issues[0]?.message ?? null;
}

interface AnswerFormProps {
  token: string;
  ticket: PublicTicket;
  // The ticket as the server keeps it after the answer.
  onAnswered: (ticket: PublicTicket) => void;
}

function AnswerForm({ token, ticket, onAnswered }: AnswerFormProps) {
  const answer = useAnswerTicket(token);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  // Busy from the first tap: the check waits for its schema before the answer is sent.
  const [checking, setChecking] = useState(false);
  useLoadOnFirstUse(answerSchema);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    if (checking || answer.isPending) return;
    setChecking(true);
    const problem = await problemWith(text).finally(() => setChecking(false));
    const filesProblem = problemWithFiles(files);
    setError(problem);
    setFilesError(filesProblem);
    if (problem || filesProblem) return;
    answer.mutate(
      { body: { body: text }, files },
      {
        onSuccess: (answered) => {
          onAnswered(answered);
          setText('');
          setFiles([]);
          setError(null);
        },
        onError: (failure) => {
          const refused = fieldErrorsOf(failure);
          setError(refused.body ?? null);
          setFilesError(refused.files ?? null);
        },
      },
    );
  };

  return (
    <form onSubmit={send} noValidate>
      <Stack gap="xs">
        <Textarea
          label={`Write to ${ticket.organization_name}`}
          description={
            ticket.status === 'resolved'
              ? 'Still not right? Your message reopens the ticket.'
              : 'Your message goes to the person handling your ticket.'
          }
          rows={3}
          classNames={{ input: classes.reply }}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
        />
        <AttachFiles
          files={files}
          onChange={(next) => {
            setFiles(next);
            setFilesError(null);
          }}
          error={filesError}
        />
        <FormAlert kind="error">{answer.isError && !error && !filesError && errorMessage(answer.error)}</FormAlert>
        <FormAlert kind="success">{answer.isSuccess && !text && publicMessages.answerSent}</FormAlert>
        <Group justify="flex-end">
          <Button type="submit" loading={checking || answer.isPending}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// /your-ticket/{token}: a stakeholder follows their ticket and writes about it
// without signing in (docs/product.md#tickets), usually from a phone. The link
// in our emails is the permission; it shows that one ticket and nothing else
// of the organisation but its name.
export function PublicTicketPage({ token }: { token: string }) {
  const ticket = usePublicTicket(token);
  const data = ticket.data;
  useDocumentTitle(data ? `${data.reference} · ${data.organization_name}` : 'Your ticket');
  const status = ticket.error instanceof ApiError ? ticket.error.status : undefined;

  return (
    <StakeholderPageFrame bar={data ? `${data.organization_name} · Your ticket` : 'Your ticket'}>
      {ticket.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading your ticket" />
        </Center>
      )}
      {status === 410 && <ExpiredLink token={token} />}
      {ticket.isError && status !== 410 && (
        <Stack gap="xs" ta="center" p="lg">
          <Title order={1} size="h3">
            Ticket not found
          </Title>
          <Text c="dimmed">{status === 404 ? publicMessages.ticketLinkInvalid : errorMessage(ticket.error)}</Text>
        </Stack>
      )}
      {/* A ticket a later read was refused (the link expired) is no longer shown. */}
      {ticket.isSuccess && data && (
        <Stack gap="lg" p="md">
          <Stack gap={6}>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {data.reference}
              </Text>
              <TicketStatusBadge status={data.status} />
            </Group>
            <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {data.title}
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {data.description}
            </Text>
          </Stack>
          <PublicThread ticket={data} />
          <AnswerForm token={token} ticket={data} onAnswered={ticket.setData} />
        </Stack>
      )}
    </StakeholderPageFrame>
  );
}
