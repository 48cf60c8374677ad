// Demo courses of the web and mobile programmes.
import type { ProgrammeCourses } from './types';

export const webCourses: ProgrammeCourses = {
  programmeSlug: 'full-stack-web-development',
  courses: [
    {
      code: 'WEB101',
      semester: 1,
      credits: 3,
      instructor: 'ayesha-siddiqui',
      title: 'HTML, CSS and Accessible Layouts',
      summary:
        'Semantic HTML, modern CSS layout and the accessibility habits that make a page work for everyone, on every screen.',
    },
    {
      code: 'WEB102',
      semester: 1,
      credits: 4,
      instructor: 'usman-tariq',
      title: 'JavaScript Fundamentals',
      summary: 'Values, functions, objects, the DOM and asynchronous code, practised through small interactive tools.',
    },
    {
      code: 'WEB103',
      semester: 1,
      credits: 2,
      instructor: 'zainab-hussain',
      title: 'Git, the Command Line and Teamwork',
      summary:
        'Version control, branches and pull requests, the Linux shell, and how a software team plans a week of work.',
    },
    {
      code: 'WEB201',
      semester: 2,
      credits: 4,
      instructor: 'ayesha-siddiqui',
      title: 'React and TypeScript',
      summary:
        'Components, state, forms and data fetching with React, with TypeScript catching mistakes before users do.',
    },
    {
      code: 'WEB202',
      semester: 2,
      credits: 4,
      instructor: 'usman-tariq',
      title: 'Node.js APIs and Authentication',
      summary: 'Design and build REST APIs in Node.js: validation, errors, sessions, tokens and rate limits.',
    },
    {
      code: 'WEB203',
      semester: 2,
      credits: 3,
      instructor: 'kamran-yousaf',
      title: 'Relational Databases and SQL',
      summary: 'Model data in PostgreSQL, write joins and aggregates, and read query plans to keep pages fast.',
    },
    {
      code: 'WEB301',
      semester: 3,
      credits: 4,
      instructor: 'ayesha-siddiqui',
      title: 'Next.js in Production',
      summary: 'Server rendering, caching, search-engine metadata and deployment of a Next.js application.',
    },
    {
      code: 'WEB302',
      semester: 3,
      credits: 3,
      instructor: 'usman-tariq',
      title: 'Testing and Quality Engineering',
      summary:
        'Unit, integration and end-to-end tests, continuous integration and code review that finds real problems.',
    },
    {
      code: 'WEB303',
      semester: 3,
      credits: 6,
      instructor: 'ayesha-siddiqui',
      title: 'Capstone: Software for a Local Business',
      summary: 'A team builds, ships and supports a web application for a real small business in Pakistan.',
    },
  ],
};

export const mobileCourses: ProgrammeCourses = {
  programmeSlug: 'mobile-app-development',
  courses: [
    {
      code: 'MOB101',
      semester: 1,
      credits: 4,
      instructor: 'sana-malik',
      title: 'Dart and Flutter Fundamentals',
      summary: 'The Dart language, Flutter widgets and layouts, and a first app running on your own phone.',
    },
    {
      code: 'MOB102',
      semester: 1,
      credits: 3,
      instructor: 'nida-javed',
      title: 'Mobile Interface Design and Accessibility',
      summary: 'Touch targets, typography, Urdu and English text, and screen-reader support on Android and iOS.',
    },
    {
      code: 'MOB103',
      semester: 1,
      credits: 3,
      instructor: 'sana-malik',
      title: 'State, Storage and Offline Sync',
      summary: 'Manage app state, store data on the device and sync it when a patchy connection comes back.',
    },
    {
      code: 'MOB201',
      semester: 2,
      credits: 4,
      instructor: 'sana-malik',
      title: 'APIs, Sign-in and Mobile Wallet Payments',
      summary: 'Call REST APIs securely, sign users in and take payments through local mobile wallets.',
    },
    {
      code: 'MOB202',
      semester: 2,
      credits: 3,
      instructor: 'sana-malik',
      title: 'Maps, Camera and Push Notifications',
      summary: 'Use the phone’s location, camera and notifications responsibly, with permissions users understand.',
    },
    {
      code: 'MOB203',
      semester: 2,
      credits: 3,
      instructor: 'zainab-hussain',
      title: 'Testing and Publishing on the Play Store',
      summary: 'Automated tests, build pipelines, crash reporting and a release on the Google Play Store.',
    },
  ],
};
