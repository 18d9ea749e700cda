// The words bench stakeholder records are made of. A business is named by one
// of 144 made-up words (a prefix and a stem: 'Goldgate'), a trade and a
// suffix, so one such word names about 0.3 % of records: a name search with a
// few hundred matches, under the count's cap of 1,000.

const words = (text: string) => text.trim().split(/\s+/);

export const businessPrefixes = words('Sun Gold Green Blue Silver Star River Palm Royal Crest Oak Bright');
export const businessStems = words('field gate bridge wave point stone haven ridge well land view line');
// 'Gold' + 'gate': the word the name search looks for.
export const nameSearchWord = 'Goldgate';

export const trades = words(`
  Foods Logistics Pharmacy Motors Textiles Farms Builders Energy Telecom Microfinance
  Printing Travels Clinics Bakery Hotels Agro Fashion Water Cement Electronics
`);

export const businessSuffixes = ['Ltd', 'Ventures', 'Enterprises', 'Nigeria Ltd', 'Global Services', 'and Sons'];

// The first three of the ten national digits (docs/product.md#phones): MTN, Glo, Airtel and 9mobile ranges.
export const phonePrefixes = words('803 806 813 816 703 706 903 906 810 814 805 807 815 705 905 802 808 812 701 902');

export const towns = words(`
  Ikeja Yaba Lekki Surulere Wuse Garki Gbagada Ibadan Enugu Onitsha Kano Kaduna Jos Owerri Calabar
  Uyo Benin Warri Abeokuta Ilorin
`);

export const streetNames = [
  'Allen Avenue',
  'Adeola Odeku Street',
  'Herbert Macaulay Way',
  'Awolowo Road',
  'Aminu Kano Crescent',
  'Ogui Road',
  'Ring Road',
  'Market Road',
  'Station Road',
  'Broad Street',
];

export const contactTitles = [
  'Head of Procurement',
  'Finance Manager',
  'Operations Director',
  'Managing Director',
  'Admin Officer',
  'Company Secretary',
];

export const servicesProvided = [
  'Monthly supply of packaged goods to the branches',
  'Maintenance of the point-of-sale terminals',
  'Quarterly audit and advisory services',
  'Bulk SMS and customer notifications',
  'Haulage between the Lagos and Kano depots',
  'Staff training on the new platform',
];

export const customerDetails = [
  'Buys every month; pays by transfer within 14 days.',
  'Seasonal orders before the holidays; prefers calls in the morning.',
  'Long-standing account, moved from the old system in 2024.',
  'Referred by a partner; asks for invoices by email.',
  'Pays in advance; wants delivery on Saturdays.',
];

export const relationships = [
  'Regulator: sends circulars and yearly inspections.',
  'Landlord of the Ikeja office.',
  'Partner for the schools programme.',
  'Media contact for press releases.',
  'Supplier of office equipment.',
];

export const logSubjects = [
  'Follow-up on the last invoice',
  'Called about a delayed delivery',
  'Sent the new price list',
  'Agreed on a meeting next week',
  'Asked for the contract renewal terms',
  'Confirmed the change of address',
  'Welcome call after sign-up',
  'Reminder of the overdue payment',
];
