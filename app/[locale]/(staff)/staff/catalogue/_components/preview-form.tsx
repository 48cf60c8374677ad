// "Preview the draft": a plain form to POST /staff/catalogue/preview, which checks the administrator's session and
// opens the entry's real public page with the draft (nobody else sees it).
import { Button } from '@/components/ui/button';
import type { EditorKind } from '@/lib/api/catalogue-editor';

export function PreviewForm({ kind, slug }: { kind: EditorKind; slug: string }) {
  return (
    <form method="post" action="/staff/catalogue/preview">
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="step" value="start" />
      <Button type="submit" variant="secondary">
        Preview the draft
      </Button>
    </form>
  );
}
