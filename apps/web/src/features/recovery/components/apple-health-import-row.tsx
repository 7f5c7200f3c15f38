import { useState } from 'react';
import { FileHeart } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useHealthImports } from '../api/get-health-imports.ts';
import { formatLastSynced } from '../utils/readiness-display.ts';
import { AppleHealthImportDialog } from './apple-health-import-dialog.tsx';

/** The Integrations card's Apple Health export: the last import, and the button for a new one. */
export function AppleHealthImportRow() {
  const [open, setOpen] = useState(false);
  const imports = useHealthImports();
  const last = imports.data?.find((item) => item.source === 'apple-health');

  return (
    <li className="flex min-h-14 items-center gap-3 py-2">
      <FileHeart className="size-5 text-primary" aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium">Apple Health export</span>
        <span className="block text-xs text-muted-foreground">
          {last
            ? `Last import ${formatLastSynced(last.importedAt)}: ${last.summary.days} ${
                last.summary.days === 1 ? 'day' : 'days'
              }`
            : 'Upload the export.zip from the Health app'}
        </span>
      </span>
      <Button
        size="sm"
        variant="outline"
        aria-label="Import Apple Health export"
        onClick={() => setOpen(true)}
      >
        Import
      </Button>
      <AppleHealthImportDialog open={open} onOpenChange={setOpen} />
    </li>
  );
}
