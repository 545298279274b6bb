// Renders a component inside the providers the app gives it, with services built on the test DOM.
import { brandRamp, LOGIN_PRIMARY } from '@ent/core/platform';
import { createLightTheme, FluentProvider } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createServices, type Services } from './services';
import { ServicesProvider } from './state/servicesContext';

export function renderWithServices(ui: ReactNode, options: { path?: string; services?: Services } = {}) {
  const services = options.services ?? createServices(window);
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  const result = render(
    <ServicesProvider services={services}>
      <FluentProvider theme={createLightTheme(brandRamp(LOGIN_PRIMARY))}>
        <Router hook={location.hook}>{ui}</Router>
      </FluentProvider>
    </ServicesProvider>,
  );
  return { ...result, services, location };
}
