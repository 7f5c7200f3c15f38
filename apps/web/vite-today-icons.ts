import path from 'node:path';
import type { ChunkingContext } from 'rolldown';

/**
 * Today's entry points: the page's entry and the signed-in app (its shell, the router), whose
 * static imports every screen runs, and Today's route, whose imports (lazy ones too: its goals,
 * its cards below the fold) its first load runs.
 */
const ENTRY = path.resolve(import.meta.dirname, 'src/main.tsx');
const SIGNED_IN_APP = path.resolve(import.meta.dirname, 'src/app/app.tsx');
const TODAY_ROUTE = path.resolve(import.meta.dirname, 'src/app/routes/today-route.tsx');

const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
const BARREL_EXPORT = /export\s*\{([^}]*)\}\s*from\s*["']\.\/icons\/([\w-]+)\.mjs["']/g;

/** The names Today's modules import from lucide-react (`Check`, `CircleAlert`, ...). */
function iconNamesOnToday(ctx: ChunkingContext): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const visit = (id: string, followLazy: boolean) => {
    if (seen.has(id) || id.includes('node_modules')) return;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) return;
    for (const [, list] of (info.code ?? '').matchAll(LUCIDE_IMPORT)) {
      for (const name of list!.split(',')) names.add(name.trim().split(/\s+as\s+/)[0]!);
    }
    for (const next of info.importedIds) visit(next, followLazy);
    if (followLazy) for (const next of info.dynamicallyImportedIds) visit(next, followLazy);
  };
  visit(TODAY_ROUTE, true);
  visit(ENTRY, false);
  visit(SIGNED_IN_APP, false);
  return names;
}

/** lucide-react's icon files by the names its barrel exports them under (an icon has several). */
function iconFilesByName(barrelCode: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, list, file] of barrelCode.matchAll(BARREL_EXPORT)) {
    for (const name of list!.split(',')) files.set(name.trim().split(/\s+as\s+/)[1]!, file!);
  }
  return files;
}

const todaysIconFilesByPass = new WeakMap<ChunkingContext, Set<string>>();

function todaysIconFiles(ctx: ChunkingContext, iconId: string): Set<string> {
  const known = todaysIconFilesByPass.get(ctx);
  if (known) return known;
  const barrel = ctx.getModuleInfo(path.join(path.dirname(iconId), '..', 'lucide-react.mjs'));
  const filesByName = iconFilesByName(barrel?.code ?? '');
  const files = new Set(
    [...iconNamesOnToday(ctx)].map((name) => filesByName.get(name)).filter((file) => !!file),
  ) as Set<string>;
  todaysIconFilesByPass.set(ctx, files);
  return files;
}

/**
 * The chunk of an icon two or more screens share: `icons` when Today's first load uses it,
 * `screen-icons` when only other screens do. One shared chunk for all put every icon of every
 * screen on Today's first load, against its 150 KB budget (docs/benchmarks.md): a button added to
 * two other screens grew Today by its icon. lucide-react's own modules (the icon component) and
 * anything not recognised stay in `icons`.
 */
export function sharedIconChunk(moduleId: string, ctx: ChunkingContext): string {
  const icon = /[\\/]icons[\\/]([\w-]+)\.mjs$/.exec(moduleId)?.[1];
  if (!icon) return 'icons';
  return todaysIconFiles(ctx, moduleId).has(icon) ? 'icons' : 'screen-icons';
}
