import { Button, Stack, Text } from '@mantine/core';
import { type PaystackOutcome, type PublicInvoice, publicPaymentMessages } from '@srm/contract';
import { IconCreditCard } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../api/error-message';
import { usePublicMutation } from '../../../lib/public-mutation';
import { confirmPaystackReturn, payOnline } from './public-invoice-api';

// 'Pay now' (docs/product.md#payments): SRM asks Paystack for a transaction of the balance and the stakeholder goes
// to Paystack's page, coming back here once paid.
export function PayNow({ token }: { token: string }) {
  const pay = usePublicMutation(() => payOnline(token));
  const [leaving, setLeaving] = useState(false);
  // Back from Paystack's page by the browser's Back, the page may come from its cache: the button works again.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
  const start = () =>
    pay.mutate(undefined, {
      onSuccess: ({ authorization_url }) => {
        setLeaving(true);
        window.location.assign(authorization_url);
      },
    });
  return (
    <Stack gap={6} align="flex-start">
      <Button
        size="md"
        leftSection={<IconCreditCard size={20} aria-hidden />}
        loading={pay.isPending || leaving}
        onClick={start}
      >
        Pay now
      </Button>
      <Text size="sm" c="dimmed">
        By card, bank transfer or USSD, through Paystack.
      </Text>
      {pay.isError && (
        <Text size="sm" c="red.8" role="alert">
          {errorMessage(pay.error)}
        </Text>
      )}
    </Stack>
  );
}

const outcomeMessages: Record<PaystackOutcome, string> = {
  paid: publicPaymentMessages.paymentConfirmed,
  pending: publicPaymentMessages.paymentNotConfirmed,
  refused: publicPaymentMessages.paymentRefused,
};

// Paystack's word may come a little after the stakeholder: asked again this often, this many times.
const askAgainMs = 5000;
const asksAtMost = 12;

// Back from Paystack (?reference=… in the address): the page asks that the payment be checked (again for a minute
// while Paystack has not confirmed it), shows the invoice as it then is and what became of the payment, and drops
// the reference from the address.
export function usePaystackReturn(token: string, show: (invoice: PublicInvoice) => void) {
  const [reference] = useState(() => new URLSearchParams(window.location.search).get('reference'));
  const [asks, setAsks] = useState(0);
  // The last answer stays said while the next check is on its way.
  const [outcome, setOutcome] = useState<PaystackOutcome | null>(null);
  const confirm = usePublicMutation((asked: string) => confirmPaystackReturn(token, asked));
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked on arrival with a reference, then while pending
  useEffect(() => {
    if (!reference || asks >= asksAtMost) return;
    if (asks === 0) window.history.replaceState(window.history.state, '', window.location.pathname);
    const timer = setTimeout(
      () =>
        confirm.mutate(reference, {
          onSuccess: (answer) => {
            show(answer.invoice);
            setOutcome(answer.outcome);
            if (answer.outcome === 'pending') setAsks((times) => times + 1);
          },
        }),
      asks === 0 ? 0 : askAgainMs,
    );
    return () => clearTimeout(timer);
  }, [asks]);
  if (!reference) return null;
  if (confirm.isError) return { outcome: 'pending' as const, message: errorMessage(confirm.error) };
  return { outcome: outcome ?? 'pending', message: outcome ? outcomeMessages[outcome] : null };
}
