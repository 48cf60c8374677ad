// Demo organisation: the (fictional) company that runs the site and how to reach it. Every value is made up
// for the demo, the NTN included; an operator enters their own in the organisation table.
import type { organisation } from '../schema';

export const demoOrganisation: Omit<typeof organisation.$inferInsert, 'updatedAt'> = {
  id: 'organisation',
  name: 'Learner Portal',
  legalName: 'Learner Portal Education (Private) Limited',
  registration: 'Incorporated in Pakistan, SECP company registration no. 0187342',
  taxNumber: '7654321-0 (demo)',
  streetAddress: 'Office 14, 2nd Floor, Siddiq Trade Centre, 72 Main Boulevard, Gulberg II',
  locality: 'Lahore',
  region: 'Punjab',
  postalCode: '54660',
  countryCode: 'PK',
  phone: '+924235781200',
  email: 'support@learnerportal.pk',
  supportHours: 'Monday to Saturday, 9:00 am to 6:00 pm Pakistan time',
  streetAddressUr: 'دفتر نمبر 14، دوسری منزل، صدیق ٹریڈ سینٹر، 72 مین بلیوارڈ، گلبرگ II',
  localityUr: 'لاہور',
  regionUr: 'پنجاب',
  supportHoursUr: 'پیر تا ہفتہ، صبح 9 بجے سے شام 6 بجے تک (پاکستانی وقت)',
};
