// The words bench rows are made of: real-sounding, varied enough that a page
// of tickets looks like a busy desk, and with one word ('invoice') in about
// a sixth of the titles so a search has many matches.

const words = (text: string) => text.trim().split(/\s+/);

export const organizationNames = [
  'Zenith Foods Ltd',
  'Harbour Logistics',
  'Sunrise Telecom',
  'Greenfield Energy',
  'Atlas Insurance',
  'Crown Pharmacy',
  'Bluewave Internet',
  'Kora Microfinance',
  'Eko Water Services',
  'Summit Retail',
];

export const departmentNames = ['Customer Care', 'Billing', 'Technical Support'];

export const firstNames = words(`
  Ada Chidi Ngozi Emeka Funmi Tunde Aisha Bola Kemi Segun Ifeoma Obinna Zainab Yusuf Amaka Femi Halima
  Ibrahim Nneka Olu Sade Uche Wale Yemi Chioma Dayo Efe Gbenga Hauwa Ike Jumoke Kunle Lola Musa Nkechi
  Ola Remi Tobi Victor Grace
`);

export const lastNames = words(`
  Obi Okafor Mensah Adeyemi Balogun Eze Nwosu Okeke Abubakar Bello Danjuma Ogunleye Adebayo Chukwu
  Lawal Olawale Onyeka Salami Uzor Yakubu Afolabi Ibekwe Mohammed Nnamdi Oyelaran Akande Babatunde
  Ezeh Fashola Garba
`);

export const emailDomains = ['gmail.com', 'yahoo.com', 'outlook.com', 'mail.ng', 'icloud.com'];

export const ticketTitles = [
  'Invoice shows the wrong amount',
  'Refund not received',
  'Delivery arrived damaged',
  'Cannot log in to the portal',
  'Password reset email never arrives',
  'Order delayed past the promised date',
  'Charged twice for one order',
  'Wrong item delivered',
  'Request for a copy of the invoice',
  'App crashes when uploading a receipt',
  'Account locked after failed logins',
  'Missing items in the delivery',
  'Change of billing address',
  'Question about the monthly statement',
  'Payment failed but money was debited',
  'Subscription cancelled without notice',
  'Request to upgrade the service plan',
  'Technician did not show up',
  'Slow internet connection at the branch',
  'Meter reading looks wrong',
  'Complaint about a rude agent',
  'Card payment declined at checkout',
  'Quotation needed for a bulk order',
  'Warranty claim for a faulty unit',
  'Contract renewal question',
  'Invoice not received this month',
  'Duplicate invoice sent',
  'Delivery to the wrong address',
  'Email notifications stopped',
  'Data export fails with an error',
];
