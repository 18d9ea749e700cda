import { notifications } from '@mantine/notifications';
import { messages, pathTo } from '@srm/contract';

// The public form's full address, to share with stakeholders (docs/product.md#feedback).
export const formLinkOf = (product: string, organizationId: string) =>
  `${window.location.origin}${pathTo.feedbackForm(product, organizationId)}`;

// The copied toast closes after 2000 ms. Where the clipboard is
// refused (an insecure page, a denied permission) the link is shown to copy by hand.
export async function copyFormLink(product: string, organizationId: string) {
  const link = formLinkOf(product, organizationId);
  try {
    await navigator.clipboard.writeText(link);
    notifications.show({ color: 'green', message: messages.linkCopied, autoClose: 2000 });
  } catch {
    notifications.show({ color: 'yellow', title: 'Copy this link', message: link, autoClose: false });
  }
}
