// What the editor's page says above the form: published or not, a waiting draft and who saved it, and what the last
// step did (from the address the action redirected to, so it reads the same without JavaScript).
import styles from './editor.module.css';

interface Props {
  published: boolean;
  draft: { savedBy: string; savedAt: string } | null;
  version: number;
  outcome: Record<string, string | string[] | undefined>;
  publicPath: string;
}

const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

export function EntryStatus({ published, draft, version, outcome, publicPath }: Props) {
  const said = outcome.published
    ? `Published (version ${String(outcome.published)}): every page shows it now.`
    : outcome.unpublished
      ? 'Taken off the site.'
      : outcome.created
        ? 'Created, not published: learners see it once you publish it.'
        : outcome.saved
          ? `Draft saved (version ${String(outcome.saved)}). The site still shows the published version until you publish.`
          : outcome.photo
            ? 'Photo stored: re-encoded without its metadata, and shown on the public page now.'
            : null;
  return (
    <div className={styles.status}>
      {said ? <p role="status">{said}</p> : null}
      {outcome.photoError ? <p role="alert">{String(outcome.photoError)}</p> : null}
      <p>
        {published ? (
          <>
            Published at <a href={publicPath}>{publicPath}</a>.
          </>
        ) : (
          'Not published: learners do not see it.'
        )}{' '}
        Version {version}.{' '}
        {draft
          ? `A draft is waiting, saved by ${draft.savedBy} at ${when(draft.savedAt)}; the form shows it.`
          : 'No draft is waiting.'}
      </p>
    </div>
  );
}
