// The top of every catalogue editor: the entry's title, where it stands (published, version, a waiting draft, what the
// last step did) and its steps: preview where the public page can show a draft, publish at the version shown, and take
// off the site where the kind can be unpublished. One form key per page, so each step's retry is one change.
import { PageHeader } from '@/components/ui/page-header';
import type { EditorKind } from '@/lib/api/catalogue-editor';
import { EntryStatus } from './entry-status';
import { PreviewForm } from './preview-form';
import { PublishForm } from './publish-form';
import styles from './editor.module.css';

interface Props {
  kind: EditorKind;
  slug: string;
  title: string;
  lead: string;
  entry: { published: boolean; draft: { savedBy: string; savedAt: string } | null; version: number };
  outcome: Record<string, string | string[] | undefined>;
  publicPath: string;
  formKey: string;
  permalink: string;
  /** Only entries whose public page renders a draft in preview. */
  preview?: boolean;
  /** Only kinds that can be taken off the site. */
  unpublish?: boolean;
  /** Only kinds that can be removed for good (a question), with this button's words. */
  remove?: string;
}

export function EditorHeader({
  kind,
  slug,
  title,
  lead,
  entry,
  outcome,
  publicPath,
  formKey,
  permalink,
  ...steps
}: Props) {
  const publish = { kind, original: slug, version: entry.version, formKey, permalink };
  return (
    <>
      <PageHeader title={title} lead={lead} />
      <EntryStatus
        published={entry.published}
        draft={entry.draft}
        version={entry.version}
        outcome={outcome}
        publicPath={publicPath}
      />
      <div className={styles.actions}>
        {steps.preview ? <PreviewForm kind={kind} slug={slug} /> : null}
        <PublishForm
          {...publish}
          step="publish"
          label={entry.draft ? 'Publish the draft' : entry.published ? 'Publish again' : 'Publish'}
        />
        {steps.unpublish && entry.published ? (
          <PublishForm {...publish} step="unpublish" label="Take off the site" />
        ) : null}
        {steps.remove ? <PublishForm {...publish} step="remove" label={steps.remove} /> : null}
      </div>
    </>
  );
}
