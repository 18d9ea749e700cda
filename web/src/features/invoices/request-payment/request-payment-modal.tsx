import { Button, Modal, Stack, TextInput } from '@mantine/core';
import { messages, nationalPhoneNumber, pathTo } from '@srm/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useIsPhone } from '../../../lib/use-is-phone';
import { FormAlert } from '../../../ui/form/form-alert';
import { PhoneInput } from '../../../ui/phone-input';
import { useCustomer } from '../api/get-customer';
import { type CustomerChoice, CustomerEmailSelect } from './customer-email-select';

function RequestPaymentForm() {
  const navigate = useNavigate();
  const [picked, setPicked] = useState<CustomerChoice | null>(null);
  const customer = useCustomer(picked?.id ?? null);
  // What the user typed, whole, else the record's first phone.
  const [typedPhone, setTypedPhone] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const phone = typedPhone ?? customer.data?.phone ?? '';

  const pick = (choice: CustomerChoice | null) => {
    setPicked(choice);
    setTypedPhone(null);
    setPhoneError(null);
  };

  // docs/product.md#phones: any usual spelling (0803…, +234 803…, spaced) reads as its ten digits once
  // the field is left; anything else is said to be wrong, never cut to fit.
  const settlePhone = () => {
    if (!typedPhone?.trim()) {
      setPhoneError(null);
      return;
    }
    const national = nationalPhoneNumber(typedPhone);
    setPhoneError(national ? null : messages.phoneInvalid);
    if (national) setTypedPhone(national);
  };

  return (
    <Stack gap="md">
      <CustomerEmailSelect picked={picked} onPick={pick} />
      <TextInput label="Customer Name" value={picked?.name ?? ''} readOnly />
      <TextInput label="Address" value={customer.data?.address ?? ''} readOnly />
      <PhoneInput
        value={phone}
        onChange={(event) => setTypedPhone(event.currentTarget.value)}
        onBlur={settlePhone}
        error={phoneError}
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
