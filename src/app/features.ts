// The feature modules load after login, not with the login page: their screen table, outbox kinds
// and reference loaders pull in the local database (Dexie) and every module's API code. The first
// screen of the layout, the first feature screen or the offline layer's start loads them, once;
// the service worker precaches the chunk, so this works offline too.
type ScreenTable = typeof import('./router/screens');

let table: ScreenTable | null = null;
let loading: Promise<ScreenTable> | null = null;

/** Loads the feature modules and registers their outbox kinds, reference loaders and batch paths. */
export function loadFeatures(): Promise<ScreenTable> {
  // One dynamic entry for the modules: a second `import('./modules')` beside the screen table (which
  // imports it too) let the bundler make a chunk that imports the modules' chunk and is imported back
  // by it, so a module's `claimLists.map` ran before claimLists was defined (bundle-cycles.test.ts).
  loading ??= Promise.all([
    import('./router/screens'),
    // The screens format and pick dates in Chinese (星期三); the login page needs no dayjs.
    import('../ui/dayjs-locale'),
  ]).then(([screens]) => {
    screens.installFeatures();
    table = screens;
    return screens;
  });
  // A failed download (offline before the precache filled) may be retried by the next caller.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * Whether a screen stays mounted while another tab is shown. Asked by the tab store when the
 * layout records a visit; the layout loads only after loadFeatures, so the table is there.
 */
export function isKeptAlive(path: string): boolean {
  return table?.isKeptAlive(path) ?? false;
}
