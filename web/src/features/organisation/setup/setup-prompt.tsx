import { useState } from 'react';
import { loadWhenWanted } from '../../../lib/load-when-wanted';
import { useOrganization } from '../../../lib/organization';
import { useSignedInUser } from '../../../lib/use-can';
import { setupPutOff, shouldOfferSetup } from './should-offer-setup';

// Only a new organisation's manager sees it: its code loads for them alone.
// Should its code not arrive, the dashboard shows without it: the offer returns on the next visit.
const OrganizationSetupDialog = loadWhenWanted(
  async () => (await import('./organization-setup-dialog')).OrganizationSetupDialog,
);

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
