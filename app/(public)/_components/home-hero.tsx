// The top of the home page: the platform's promise (site copy 'home') and the calls to action.
import type { SiteContent } from '@/contract';
import { ButtonLink, buttonClassName } from '@/components/ui/button';
import pageHeaderStyles from '@/components/ui/page-header.module.css';
import styles from './home.module.css';

const FALLBACK: SiteContent = {
  key: 'home',
  title: 'Learn job-ready skills, one semester at a time',
  body: ['Programmes taught by practising professionals, with a clear learning path and fair prices in rupees.'],
  sections: [],
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export function HomeHero({ content }: { content: SiteContent | null }) {
  const { title, body } = content ?? FALLBACK;
  const [lead, ...offers] = body;
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className="container">
        <h1 id="home-title">{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {/* Laid out like every page header's calls to action. */}
        <div className={pageHeaderStyles.actions}>
          {/* A plain fragment link: it only scrolls this page, so the router has nothing to do. */}
          <a href="#programmes" className={buttonClassName()}>
            Browse programmes
          </a>
          <ButtonLink href="/learning-path" variant="secondary">
            See the learning path
          </ButtonLink>
          <ButtonLink href="/register" variant="secondary">
            Create an account
          </ButtonLink>
        </div>
        {offers.length > 0 ? (
          <ul className={styles.offers}>
            {/* Keyed by place: a key is written into the flight data, and the whole offer as a key doubled it. */}
            {offers.map((offer, index) => (
              <li key={index}>{offer}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
