// Renders a component inside the providers the app gives it, with services built on the test DOM.
import { brandRamp, LOGIN_PRIMARY } from '@ent/core/platform';
import { createLightTheme, FluentProvider } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createDomainApis } from './domainApis';
import { createBaseServices, type Services } from './services';
import { ServicesProvider } from './state/servicesContext';

/** Every service at once, the feature APIs included (the app loads those after the login page). */
export function createServices(win: Window = window): Services {
  const base = createBaseServices(win, async () => services);
  const services: Services = Object.assign(base, createDomainApis(base.http, base.platform.deployment.noticeModule), {
    loadDomains: () => Promise.resolve(),
    domainsLoaded: true,
  });
  return services;
}

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

/** Dictionaries already read, holding these values (label by value) per type; other types are empty. */
export function dictionariesOf(types: Record<string, Readonly<Record<string, string>>>): Services['dictionaries'] {
  const of = (type: string) =>
    Object.entries(types[type] ?? {}).map(([value, label]) => ({
      value,
      label,
      listClass: 'default' as const,
      cssClass: '',
      isDefault: false,
    }));
  return { options: async (type) => of(type), peek: of, clear: () => undefined };
}
