// GET /instructor – the directory of every instructor.
import type { Metadata } from 'next';
import { getInstructors } from '@/lib/api/catalogue';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { InstructorCard } from '@/components/catalogue/instructor-card';

export const revalidate = 300;

export const metadata: Metadata = pageMetadata({
  title: 'Instructors',
  description: 'Meet the practising professionals who teach our programmes: their expertise, experience and courses.',
  path: '/instructor',
});

export default async function InstructorDirectoryPage() {
  const instructors = await getInstructors();
  return (
    <div className="container">
      <Breadcrumbs trail={[{ name: 'Instructors', path: '/instructor' }]} />
      <PageHeader
        eyebrow="Instructors"
        title="Learn from practising professionals"
        lead={`${instructors.total} instructors who build, ship and run what they teach.`}
      />
      <ul className="plain-list grid">
        {instructors.items.map((instructor) => (
          <li key={instructor.slug}>
            <InstructorCard instructor={instructor} headingLevel={2} />
          </li>
        ))}
      </ul>
    </div>
  );
}
