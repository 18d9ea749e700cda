import { Button, Group, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type TicketDetail, TicketNoteBody, TicketReplyBody } from '@srm/contract';
import { IconLock, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { refusalMessage, refusedFields } from '../../../lib/form-refusal';
import { AttachFiles, problemWithFiles } from '../../../ui/form/attach-files';
import { useAddTicketNote, useReplyToTicket, useTicketEmailSettings } from '../api/ticket-thread';

type Kind = 'reply' | 'note';

const kinds = {
  reply: { schema: TicketReplyBody, button: 'Send Reply', icon: IconSend },
  note: { schema: TicketNoteBody, button: 'Add Note', icon: IconLock },
} as const;

// docs/product.md#tickets: a reply goes to the stakeholder (by email and on their
// ticket page); a note stays with staff. Which one is being written is always
// in view: the box, its label and its button all change with it.
export function TicketThreadComposer({ ticket }: { ticket: TicketDetail }) {
  const [kind, setKind] = useState<Kind>('reply');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A reply's files (docs/product.md#email-in); a note takes none.
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const reply = useReplyToTicket();
  const note = useAddTicketNote();
  const sending = kind === 'reply' ? reply : note;
  // Says only what will happen: whether the reply is emailed depends on the organisation's choice.
  const emailsOn = useTicketEmailSettings().data?.email_stakeholders ?? true;
  const replyGoesBy =
    emailsOn && ticket.stakeholder.email
      ? `Emailed to ${ticket.stakeholder.email} and shown on their ticket page.`
      : 'Kept in the thread: your organisation does not email stakeholders about their tickets.';

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = kinds[kind].schema.safeParse({ body: text });
    const sentFiles = kind === 'reply' ? files : [];
    const filesProblem = problemWithFiles(sentFiles);
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    setFilesError(filesProblem);
    if (!parsed.success || filesProblem) return;
    sending.mutate(
      { id: ticket.id, body: parsed.data, files: sentFiles },
      {
        onSuccess: (answer) => {
          setText('');
          setFiles([]);
          setError(null);
          notifications.show({ color: 'green', message: answer.detail });
        },
        onError: (failure) => {
          const refused = refusedFields(failure, ['body', 'files']);
          setError(refused.body ?? null);
          setFilesError(refused.files ?? null);
          if (!refused.body && !refused.files) notifications.show({ color: 'red', message: refusalMessage(failure) });
        },
      },
    );
  };

  const isNote = kind === 'note';
  const Icon = kinds[kind].icon;
  return (
    <form onSubmit={send} noValidate>
      <Stack gap="xs">
        <SegmentedControl
          value={kind}
          onChange={(value) => {
            setKind(value as Kind);
            setError(null);
            setFilesError(null);
          }}
          data={[
            { value: 'reply', label: 'Reply to stakeholder' },
            { value: 'note', label: 'Internal note' },
          ]}
          aria-label="Write a reply or an internal note"
          maw={420}
        />
        <Textarea
          label={isNote ? 'Internal note (staff only)' : `Reply to ${ticket.stakeholder.name}`}
          description={isNote ? 'Only your colleagues see notes: never the stakeholder.' : replyGoesBy}
          minRows={3}
          autosize
          maxRows={12}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
          styles={isNote ? { input: { background: 'var(--mantine-color-yellow-light)' } } : undefined}
        />
        {!isNote && (
          <AttachFiles
            files={files}
            onChange={(next) => {
              setFiles(next);
              setFilesError(null);
            }}
            error={filesError}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" leftSection={<Icon size={16} aria-hidden />} loading={sending.isPending}>
            {kinds[kind].button}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
