import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createServices, renderWithServices } from '../testing';
import { Watermark } from './Watermark';

function setup() {
  const services = createServices(window);
  services.sessionState.user = { fullName: '张明' } as never;
  const rendered = renderWithServices(
    <div data-testid="host">
      <Watermark />
    </div>,
    { services },
  );
  return rendered;
}

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('watermark', () => {
  it('tiles the full name and date over its area, without catching the pointer', async () => {
    const { getByTestId } = setup();
    const mark = await waitFor(() => {
      const found = getByTestId('host').querySelector<HTMLElement>('[data-watermark]');
      if (!found) throw new Error('no watermark yet');
      return found;
    });
    expect(mark.dataset.watermark).toBe(`张明 ${today()}`);
    expect(mark.style.pointerEvents).toBe('none');
    expect(mark.style.backgroundSize).toBe('500px 280px');
  });

  it('comes back when its node is removed or its style is changed', async () => {
    const { getByTestId } = setup();
    const host = getByTestId('host');
    const first = await waitFor(() => {
      const found = host.querySelector<HTMLElement>('[data-watermark]');
      if (!found) throw new Error('no watermark yet');
      return found;
    });
    first.remove();
    const second = await waitFor(() => {
      const found = host.querySelector<HTMLElement>('[data-watermark]');
      if (!found || found === first) throw new Error('not back yet');
      return found;
    });
    second.setAttribute('style', 'display:none');
    await waitFor(() => {
      const current = host.querySelector<HTMLElement>('[data-watermark]');
      expect(current?.style.display).not.toBe('none');
    });
  });
});
