import { PAGE_TEXT } from '@ent/core/messages';
import { PAGE_COMPONENTS } from '@ent/core/routes';
import { screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithServices } from '../testing';
import { LazyPage, PageHost } from './PageHost';
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
});
