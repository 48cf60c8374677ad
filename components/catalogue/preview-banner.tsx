// Above a public page an administrator is previewing with its draft: says so (nobody else sees this version) and
// ends the preview (a plain form: it works without JavaScript), back to the entry's editor (to the catalogue from
// /support, which shows every question's draft). The staff screens are English only.
import { Button } from '@/components/ui/button';
import type { EditorKind } from '@/lib/api/catalogue-editor';
import styles from './preview-banner.module.css';

export function PreviewBanner({ kind, slug }: { kind: EditorKind; slug?: string }) {
  return (
    <div className={styles.banner} lang="en" dir="ltr">
      <p role="status">
        <strong>Preview of the draft.</strong> Only you see this version: learners see the published page until you
        publish.
      </p>
      <form method="post" action="/staff/catalogue/preview">
        <input type="hidden" name="kind" value={kind} />
        {slug ? <input type="hidden" name="slug" value={slug} /> : null}
        <input type="hidden" name="step" value="end" />
        <Button type="submit" variant="secondary" size="small">
          End the preview
        </Button>
      </form>
    </div>
  );
}
