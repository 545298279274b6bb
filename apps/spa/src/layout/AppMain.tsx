// The main area: the current page, plus the cached pages of open tabs kept mounted but hidden so
// they keep their state when revisited (SPEC §4 "cached pages"). 1280 px wide (1200 embedded),
// under the watermark.
import type { ResolvedPage } from '@ent/core/routes';
import { makeStyles } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { PageHost } from '../router/PageHost';
import { PageFrameContext } from '../state/pageFrame';
import { useServices } from '../state/servicesContext';
import { Watermark } from './Watermark';

const useStyles = makeStyles({
  main: { position: 'relative', flexGrow: 1, padding: '16px 20px', boxSizing: 'border-box' },
  content: { margin: '0 auto', width: '100%' },
});

export function AppMain({
  resolver,
  path,
  page,
  width,
}: {
  resolver: { resolve(path: string): ResolvedPage | null };
  path: string;
  page: ResolvedPage;
  width: number;
}) {
  const { shell } = useServices();
  const { cached } = useSnapshot(shell.tags);
  const styles = useStyles();
  // While redirecting (path ''), only the kept-alive pages stay mounted.
  const mounted = [...cached.filter((p) => p !== path), ...(path ? [path] : [])];

  return (
    <main className={styles.main} id="app-main">
      <div className={styles.content} style={{ maxWidth: `${width}px` }}>
        {mounted.map((mountedPath) => {
          const resolved = mountedPath === path ? page : resolver.resolve(mountedPath);
          if (!resolved) return null;
          const active = mountedPath === path;
          return (
            <section key={mountedPath} hidden={!active} aria-label={resolved.meta.title} data-page={mountedPath}>
              <PageFrameContext.Provider value={{ path: mountedPath, params: resolved.params, active }}>
                <PageHost component={resolved.component} />
              </PageFrameContext.Provider>
            </section>
          );
        })}
      </div>
      <Watermark />
    </main>
  );
}
