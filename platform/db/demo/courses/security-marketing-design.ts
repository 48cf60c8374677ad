// Demo courses of the security, marketing and design programmes.
import type { ProgrammeCourses } from './types';

export const securityCourses: ProgrammeCourses = {
  programmeSlug: 'cyber-security',
  courses: [
    {
      code: 'SEC101',
      semester: 1,
      credits: 3,
      instructor: 'ali-raza-shah',
      title: 'Security Fundamentals and Threats',
      summary:
        'Confidentiality, integrity and availability, common attacks on Pakistani users and how to think like a defender.',
    },
    {
      code: 'SEC102',
      semester: 1,
      credits: 4,
      instructor: 'ali-raza-shah',
      title: 'Network Defence',
      summary: 'Segment, monitor and harden small networks, firewalls and VPNs in hands-on labs.',
    },
    {
      code: 'SEC103',
      semester: 1,
      credits: 3,
      instructor: 'mehwish-akram',
      title: 'Secure Coding for the Web',
      summary: 'Write web code that resists injection, broken access control and session attacks.',
    },
    {
      code: 'SEC201',
      semester: 2,
      credits: 4,
      instructor: 'mehwish-akram',
      title: 'Web Application Penetration Testing',
      summary: 'Test web applications against the OWASP Top 10 and write reports developers can fix from.',
    },
    {
      code: 'SEC202',
      semester: 2,
      credits: 3,
      instructor: 'ali-raza-shah',
      title: 'Security Operations and Threat Hunting',
      summary: 'Work a SIEM, triage alerts and hunt for attackers who are already inside the network.',
    },
    {
      code: 'SEC203',
      semester: 2,
      credits: 3,
      instructor: 'ali-raza-shah',
      title: 'Incident Response and Digital Forensics',
      summary: 'Contain an incident, preserve evidence and explain what happened to management and regulators.',
    },
  ],
};

export const marketingCourses: ProgrammeCourses = {
  programmeSlug: 'digital-marketing-and-e-commerce',
  courses: [
    {
      code: 'MKT101',
      semester: 1,
      credits: 3,
      instructor: 'saad-chaudhry',
      title: 'Digital Marketing Foundations',
      summary: 'Audiences, channels, funnels and budgets: how online marketing works in Pakistan today.',
    },
    {
      code: 'MKT102',
      semester: 1,
      credits: 3,
      instructor: 'hira-naveed',
      title: 'Setting Up an Online Store',
      summary: 'Products, photos, prices, payments, cash on delivery and couriers for a store that is ready to sell.',
    },
    {
      code: 'MKT103',
      semester: 1,
      credits: 2,
      instructor: 'hira-naveed',
      title: 'Content Writing in Urdu and English',
      summary: 'Product pages, posts and e-mails that read naturally in both languages and bring in buyers.',
    },
    {
      code: 'MKT201',
      semester: 2,
      credits: 3,
      instructor: 'saad-chaudhry',
      title: 'Search Engine Optimisation',
      summary: 'Keyword research, on-page fixes and local search so customers find you before your competitors.',
    },
    {
      code: 'MKT202',
      semester: 2,
      credits: 3,
      instructor: 'saad-chaudhry',
      title: 'Paid Search and Social Advertising',
      summary: 'Plan, run and measure ad campaigns on a small budget, and stop the ones that do not pay back.',
    },
    {
      code: 'MKT203',
      semester: 2,
      credits: 3,
      instructor: 'hira-naveed',
      title: 'Marketplace Selling and Fulfilment',
      summary: 'Sell on Daraz and other marketplaces, manage stock, returns and reviews without losing money.',
    },
  ],
};

export const designCourses: ProgrammeCourses = {
  programmeSlug: 'ui-ux-product-design',
  courses: [
    {
      code: 'UXD101',
      semester: 1,
      credits: 3,
      instructor: 'omar-farooq',
      title: 'Design Thinking and User Research',
      summary: 'Plan and run interviews and field visits, and turn what people say into clear problem statements.',
    },
    {
      code: 'UXD102',
      semester: 1,
      credits: 3,
      instructor: 'nida-javed',
      title: 'Visual Design Fundamentals',
      summary: 'Typography, colour, grids and hierarchy for interfaces in both Latin and Urdu scripts.',
    },
    {
      code: 'UXD103',
      semester: 1,
      credits: 3,
      instructor: 'omar-farooq',
      title: 'Information Architecture and Wireframing',
      summary: 'Organise content, map user journeys and sketch wireframes that can be tested in a day.',
    },
    {
      code: 'UXD201',
      semester: 2,
      credits: 4,
      instructor: 'nida-javed',
      title: 'Interface Design in Figma',
      summary: 'Components, auto layout, prototypes and hand-off to developers in Figma.',
    },
    {
      code: 'UXD202',
      semester: 2,
      credits: 3,
      instructor: 'nida-javed',
      title: 'Accessibility and Bilingual Design',
      summary: 'Design for screen readers, low vision and right-to-left Urdu as well as left-to-right English.',
    },
    {
      code: 'UXD203',
      semester: 2,
      credits: 4,
      instructor: 'omar-farooq',
      title: 'Usability Testing and Portfolio',
      summary: 'Test designs with real users, iterate on what you learn and present three case studies.',
    },
  ],
};
