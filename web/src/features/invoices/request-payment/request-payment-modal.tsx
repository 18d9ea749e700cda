import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { messages, nationalPhoneNumber, pathTo } from '@srm/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useIsPhone } from '../../../lib/use-is-phone';
import { FormAlert } from '../../../ui/form/form-alert';
import { PhoneInput } from '../../../ui/phone-input';
import { useCustomer } from '../api/get-customer';
import { type CustomerChoice, CustomerEmailSelect } from './customer-email-select';

// The phone entry keeps digits only, ten at most, after a fixed +234 (docs/product.md#phones).
const phoneDigits = (text: string) => text.replace(/\D/g, '').slice(0, 10);

function RequestPaymentForm() {
  const navigate = useNavigate();
  const [picked, setPicked] = useState<CustomerChoice | null>(null);
  const customer = useCustomer(picked?.id ?? null);
  // What the user typed, else the record's first phone.
  const [typedPhone, setTypedPhone] = useState<string | null>(null);
  const phone = typedPhone ?? customer.data?.phone ?? '';

  const pick = (choice: CustomerChoice | null) => {
    setPicked(choice);
    setTypedPhone(null);
  };

  return (
    <Stack gap="md">
      <CustomerEmailSelect picked={picked} onPick={pick} />
      <TextInput label="Customer Name" value={picked?.name ?? ''} readOnly />
      <TextInput label="Address" value={customer.data?.address ?? ''} readOnly />
      <PhoneInput
        label="Phone"
        description="10 digits after +234"
        value={phone}
        onChange={(event) => setTypedPhone(phoneDigits(event.currentTarget.value))}
        // A whole number pasted with its 0 or +234 keeps its own ten digits.
        onPaste={(event) => {
          const national = nationalPhoneNumber(event.clipboardData.getData('text'));
          if (!national) return;
          event.preventDefault();
          setTypedPhone(national);
        }}
      />
      <FormAlert kind="error">{customer.isError && messages.stakeholderDataFailed}</FormAlert>
      <Button disabled={!picked} onClick={() => picked && void navigate(pathTo.subscriptionDetails(picked))} fullWidth>
        Next: Subscription Details
      </Button>
    </Stack>
  );
}

// The Request Payment modal: who to bill, then the
// subscription form. Its fields start empty each time it opens.
export function RequestPaymentModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const isPhone = useIsPhone();
  return (
    <Modal opened={opened} onClose={onClose} title="Request Payment" fullScreen={isPhone} centered>
      <RequestPaymentForm />
    </Modal>
  );
}
