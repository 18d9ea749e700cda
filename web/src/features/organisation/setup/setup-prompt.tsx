import { useState } from 'react';
import { useOrganization } from '../../../lib/organization';
import { useSignedInUser } from '../../../lib/use-can';
import { OrganizationSetupDialog } from './organization-setup-dialog';
import { setupPutOff, shouldOfferSetup } from './should-offer-setup';

// Offers the setup dialog on the dashboard until the organisation is set up.
export function SetupPrompt() {
  const profile = useSignedInUser();
  const organization = useOrganization().data;
  const [putOff, setPutOff] = useState(() => Boolean(profile && setupPutOff.get(profile.id)));
  if (!organization || !profile || !shouldOfferSetup(organization, profile)) return null;

  const putItOff = () => {
    setupPutOff.set(profile.id);
    setPutOff(true);
  };
  return <OrganizationSetupDialog organization={organization} opened={!putOff} onPutOff={putItOff} />;
}
