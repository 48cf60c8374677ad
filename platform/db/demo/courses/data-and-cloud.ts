// Demo courses of the data and cloud programmes.
import type { ProgrammeCourses } from './types';

export const dataCourses: ProgrammeCourses = {
  programmeSlug: 'data-science-and-analytics',
  courses: [
    { code: 'DAT101', semester: 1, credits: 4, instructor: 'fatima-zahra-baig', title: 'Python for Data Analysis', summary: 'Python, notebooks and pandas: load, clean, reshape and summarise real data sets.' },
    { code: 'DAT102', semester: 1, credits: 3, instructor: 'fatima-zahra-baig', title: 'Statistics for Decision Making', summary: 'Distributions, sampling, confidence intervals and tests, explained with Pakistani economic data.' },
    { code: 'DAT103', semester: 1, credits: 3, instructor: 'kamran-yousaf', title: 'SQL for Analysts', summary: 'Filter, join, group and window data in SQL, and answer business questions straight from a database.' },
    { code: 'DAT201', semester: 2, credits: 3, instructor: 'kamran-yousaf', title: 'Data Visualisation and Storytelling', summary: 'Choose the right chart, build dashboards in Power BI and write findings a manager can act on.' },
    { code: 'DAT202', semester: 2, credits: 4, instructor: 'hamza-qureshi', title: 'Machine Learning Foundations', summary: 'Regression, classification, validation and fairness with scikit-learn, on problems from local businesses.' },
    { code: 'DAT203', semester: 2, credits: 3, instructor: 'kamran-yousaf', title: 'Data Engineering Pipelines', summary: 'Move data reliably from sources to a warehouse with scheduled, tested and monitored pipelines.' },
    { code: 'DAT301', semester: 3, credits: 4, instructor: 'hamza-qureshi', title: 'Deep Learning and Urdu NLP', summary: 'Neural networks for text and images, with a project classifying Urdu and Roman Urdu messages.' },
    { code: 'DAT302', semester: 3, credits: 3, instructor: 'fatima-zahra-baig', title: 'Forecasting and Time Series', summary: 'Forecast demand, prices and cash flow, and say honestly how uncertain the forecast is.' },
    { code: 'DAT303', semester: 3, credits: 6, instructor: 'hamza-qureshi', title: 'Capstone: Analytics for a Pakistani Organisation', summary: 'Answer a real question for a partner organisation, from raw data to a presented recommendation.' },
  ],
};

export const cloudCourses: ProgrammeCourses = {
  programmeSlug: 'cloud-and-devops-engineering',
  courses: [
    { code: 'CLD101', semester: 1, credits: 3, instructor: 'zainab-hussain', title: 'Linux and Networking Essentials', summary: 'Processes, permissions, services, DNS, TCP/IP and firewalls on the servers you will run.' },
    { code: 'CLD102', semester: 1, credits: 3, instructor: 'bilal-ahmed-khan', title: 'Scripting and Automation', summary: 'Automate repetitive operations work with Bash and Python, safely and repeatably.' },
    { code: 'CLD103', semester: 1, credits: 4, instructor: 'bilal-ahmed-khan', title: 'Cloud Foundations', summary: 'Compute, storage, networking, identity and billing on a public cloud, with a hard budget cap.' },
    { code: 'CLD201', semester: 2, credits: 4, instructor: 'bilal-ahmed-khan', title: 'Containers and Kubernetes', summary: 'Package services with Docker and run them on Kubernetes with health checks and rolling updates.' },
    { code: 'CLD202', semester: 2, credits: 3, instructor: 'bilal-ahmed-khan', title: 'Infrastructure as Code with Terraform', summary: 'Describe infrastructure in code, review changes in pull requests and apply them without drift.' },
    { code: 'CLD203', semester: 2, credits: 3, instructor: 'zainab-hussain', title: 'Observability and Incident Response', summary: 'Logs, metrics, traces and alerts, then a simulated on-call week with blameless post-mortems.' },
  ],
};
