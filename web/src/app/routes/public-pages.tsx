import { paths } from '@srm/contract';
import type { ComponentType } from 'react';
import { type Params, type RouteObject, useParams } from 'react-router';

// A public page takes its address's parts as props, so its own small entry
// (src/entries, docs/decisions/023-public-page-entries.md) renders it without a
// router; inside the app, where a visitor may also arrive by a link, the router
// hands it the same parts. Another address is another page: nothing the last
// one held (a chat's arrival, a form's values) carries over.
function atAddress<Props extends object>(Page: ComponentType<Props>, propsOf: (params: Params) => Props) {
  return function PageAtAddress() {
    const params = useParams();
    return <Page key={JSON.stringify(params)} {...propsOf(params)} />;
  };
}

// A stakeholder opens these from a link, signed in or not, outside the app shell.
export const publicPages: RouteObject[] = [
  // A product's feedback form (docs/product.md#feedback).
  {
    path: paths.feedbackForm,
    lazy: async () => {
      const { FeedbackFormPage } = await import('../../features/feedback/form/feedback-form-page');
      return {
        Component: atAddress(FeedbackFormPage, ({ project = '', organizationId = '' }) => ({
          project,
          organizationId,
        })),
      };
    },
  },
  // Chat (docs/product.md#chat), from the organisation's link or its website's embed.
  {
    path: paths.publicChat,
    lazy: async () => {
      const { PublicChatPage } = await import('../../features/chat/public/public-chat-page');
      return { Component: atAddress(PublicChatPage, ({ organizationId = '' }) => ({ organizationId })) };
    },
  },
  // A stakeholder's own ticket (docs/product.md#tickets), from the signed link in our emails.
  {
    path: paths.publicTicket,
    lazy: async () => {
      const { PublicTicketPage } = await import('../../features/tickets/public/public-ticket-page');
      return { Component: atAddress(PublicTicketPage, ({ token = '' }) => ({ token })) };
    },
  },
  // A stakeholder's own invoice (docs/product.md#invoices), from the signed link in our emails.
  {
    path: paths.publicInvoice,
    lazy: async () => {
      const { PublicInvoicePage } = await import('../../features/invoices/public/public-invoice-page');
      return { Component: atAddress(PublicInvoicePage, ({ token = '' }) => ({ token })) };
    },
  },
];
