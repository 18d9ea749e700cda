import { Anchor, Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { type CreatedTicket, messages, paths, pathTo, type StakeholderLink, type Ticket } from '@srm/contract';
import { IconCircleCheck, IconUserPlus, IconUserSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useIsPhone } from '../../../lib/use-is-phone';
import { CreateTicketForm, type CreateTicketInitial } from './create-ticket-form';
import { StakeholderPicker } from './stakeholder-picker';

// Ticket create wizard: choose stakeholder type, form, success dialog.
type Step =
  | { name: 'choose' }
  | { name: 'existing' }
  // `newStakeholder`: the 'New Stakeholder' path, which offers to add them as a record too.
  | { name: 'form'; initial: CreateTicketInitial; newStakeholder?: boolean }
  | { name: 'done'; addedRecord: StakeholderLink | null };

const titles: Record<Step['name'], string> = {
  choose: 'Create a Ticket',
  existing: 'Existing Stakeholder',
  form: 'Create a Ticket',
  done: messages.ticketCreated,
};

export interface CreateTicketModalProps {
  opened: boolean;
  onClose: () => void;
  // Opens straight at the form, filled in with these.
  initial?: CreateTicketInitial | undefined;
  // The feedback the ticket is made from: the ticket links back to it.
  feedbackId?: string | undefined;
  // The chat conversation it is made from: the ticket and the conversation link to each other.
  chatUserId?: string | undefined;
  onCreated?: ((ticket: Ticket) => void) | undefined;
  // The success step's button: to the ticket lists unless the page that opened the wizard says otherwise.
  proceed?: { label: string; onProceed: () => void } | undefined;
}

export function CreateTicketModal({
  opened,
  onClose,
  initial,
  feedbackId,
  chatUserId,
  onCreated,
  proceed: proceedTo,
}: CreateTicketModalProps) {
  const isPhone = useIsPhone();
  const navigate = useNavigate();
  const firstStep = (): Step => (initial ? { name: 'form', initial } : { name: 'choose' });
  const [step, setStep] = useState<Step>(firstStep);

  // Each opening starts over, from what the opener gives now. Set while rendering, not in an effect: with
  // motion reduced the modal draws its first frame at once, and a form drawn from the last opening's
  // values would keep them (a form reads its initial values once).
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setStep(firstStep());
  }

  // Each step replaces the button that had the focus: move it to the new
  // step's marked field, so keyboard users carry on where they look.
  const bodyRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step.name);
  useEffect(() => {
    if (shownStep.current === step.name) return;
    shownStep.current = step.name;
    const body = bodyRef.current;
    (
      body?.querySelector<HTMLElement>('[data-autofocus]') ?? body?.querySelector<HTMLElement>('input, button')
    )?.focus();
  }, [step.name]);

  const proceed = () => {
    onClose();
    if (proceedTo) proceedTo.onProceed();
    else void navigate(paths.tickets);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={titles[step.name]}
      size={step.name === 'form' ? 'lg' : 'md'}
      fullScreen={isPhone}
      centered
    >
      <div ref={bodyRef}>
        {step.name === 'choose' && (
          <Stack gap="sm">
            <Text c="dimmed">Who is this ticket for?</Text>
            <Button
              variant="default"
              size="md"
              leftSection={<IconUserPlus size={18} aria-hidden />}
              onClick={() => setStep({ name: 'form', initial: {}, newStakeholder: true })}
              data-autofocus
            >
              New Stakeholder
            </Button>
            <Button
              variant="default"
              size="md"
              leftSection={<IconUserSearch size={18} aria-hidden />}
              onClick={() => setStep({ name: 'existing' })}
            >
              Existing Stakeholder
            </Button>
          </Stack>
        )}
        {step.name === 'existing' && (
          <Stack gap="md">
            <StakeholderPicker onPick={({ name, email }) => setStep({ name: 'form', initial: { name, email } })} />
            <Button variant="default" onClick={() => setStep({ name: 'choose' })}>
              Back
            </Button>
          </Stack>
        )}
        {step.name === 'form' && (
          <CreateTicketForm
            initial={step.initial}
            onBack={initial ? undefined : () => setStep({ name: 'choose' })}
            feedbackId={feedbackId}
            chatUserId={chatUserId}
            offerRecord={step.newStakeholder}
            onCreated={(ticket: CreatedTicket) => {
              setStep({ name: 'done', addedRecord: ticket.added_stakeholder_record });
              onCreated?.(ticket);
            }}
          />
        )}
        {step.name === 'done' && (
          <Stack align="center" ta="center" gap="md">
            <ThemeIcon color="green" variant="light" size={64} radius="xl">
              <IconCircleCheck size={40} aria-hidden />
            </ThemeIcon>
            <Text>{messages.ticketCreatedDetail}</Text>
            {step.addedRecord && (
              <Text size="sm">
                Stakeholder record{' '}
                <Anchor component={Link} to={pathTo.stakeholder(step.addedRecord.id)} onClick={onClose}>
                  {step.addedRecord.reference} · {step.addedRecord.name}
                </Anchor>{' '}
                added: complete its details there.
              </Text>
            )}
            <Button fullWidth size="md" onClick={proceed} data-autofocus>
              {proceedTo?.label ?? 'Proceed to Tickets'}
            </Button>
          </Stack>
        )}
      </div>
    </Modal>
  );
}
