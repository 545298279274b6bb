import { PAGE_TEXT } from '@ent/core/messages';
import { PAGE_COMPONENTS } from '@ent/core/routes';
import { act, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createAppServices } from '../services';
import { useServices } from '../state/servicesContext';
import { renderWithServices } from '../testing';
import { LazyPage } from './LazyPage';
import { PageHost } from './PageHost';
import { PAGE_LOADERS, resolvePage } from './registry';

describe('page registry', () => {
  it('names a component string it does not know instead of rendering nothing', () => {
    renderWithServices(<PageHost component="reports/unknownReport" />);
    expect(screen.getByText(PAGE_TEXT.pageUnavailable('reports/unknownReport'))).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('resolves every page component the platform declares to a lazily loaded page', async () => {
    for (const component of PAGE_COMPONENTS) {
      expect(resolvePage(component)).not.toBeNull();
      const module = await PAGE_LOADERS[component]();
      expect(typeof module.default).toBe('function');
    }
    expect(resolvePage('Layout')).toBeNull();
    expect(resolvePage('toString')).toBeNull();
  });

  it('shows a message when a page fails to load (a chunk gone after a redeploy)', async () => {
    const broken = lazy(() => Promise.reject(new Error('chunk missing')));
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithServices(<LazyPage page={broken} />);
    expect(await screen.findByText(PAGE_TEXT.pageLoadFailed)).toBeTruthy();
    quiet.mockRestore();
  });

  it('loads the feature APIs with the first page past login, not before, and holds that page until they are in place', async () => {
    const services = createAppServices(window);
    expect(services.domainsLoaded).toBe(false);
    expect('news' in services).toBe(false);
    function NewsUser() {
      const { news } = useServices();
      return <p>{typeof news.list}</p>;
    }
    const page = lazy(async () => ({ default: NewsUser }));
    renderWithServices(<LazyPage page={page} />, { services });
    expect(screen.getByText(PAGE_TEXT.loading)).toBeTruthy();
    await act(() => services.loadDomains());
    expect(await screen.findByText('function')).toBeTruthy();
    expect(services.domainsLoaded).toBe(true);
  });
});
