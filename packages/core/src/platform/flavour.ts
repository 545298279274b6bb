// The deployment flavour (PLATFORM_FLAVOUR on the server) decides the title, the landing page and
// the footer (SPEC §1, §2 "Default landing", §9 "Login page titles").
import type { ParameterValue } from '../api/types';
import { SUCCESS_CODE } from '../http/codes';
import { MENU_TEXT, TITLE_TEXT } from '../messages';

export const FLAVOURS = ['major', 'xny', 'oilgas'] as const;
export type Flavour = (typeof FLAVOURS)[number];

export interface FlavourProfile {
  flavour: Flavour;
  /** Where '/' leads after login. */
  landing: string;
  /** The menu component of the landing page. */
  landingComponent: string;
  landingTitle: string;
  /** First breadcrumb (SPEC §2). */
  firstCrumb: string;
  loginSubtitle: string;
  /** Fixed platform title; null means the title-xny-ent parameter decides. */
  fixedTitle: string | null;
  /** SPEC §2: the user-manual link is hidden in the new-origin and oil-gas flavours. */
  showManual: boolean;
}

const PROFILES: Record<Flavour, FlavourProfile> = {
  major: {
    flavour: 'major',
    landing: '/majorProjectDesk',
    landingComponent: 'desk/majorProjectDesk',
    landingTitle: MENU_TEXT.desks.major,
    firstCrumb: TITLE_TEXT.majorCrumb,
    loginSubtitle: TITLE_TEXT.majorLoginSubtitle,
    fixedTitle: TITLE_TEXT.majorTitle,
    showManual: true,
  },
  xny: {
    flavour: 'xny',
    landing: '/workbench',
    landingComponent: 'desk/workbench',
    landingTitle: MENU_TEXT.desks.xny,
    firstCrumb: TITLE_TEXT.xnyCrumb,
    loginSubtitle: TITLE_TEXT.xnyLoginSubtitle,
    fixedTitle: null,
    showManual: false,
  },
  oilgas: {
    flavour: 'oilgas',
    landing: '/workbench',
    landingComponent: 'desk/oilGasDesk',
    landingTitle: MENU_TEXT.desks.oilgas,
    firstCrumb: TITLE_TEXT.oilGasCrumb,
    loginSubtitle: TITLE_TEXT.oilGasLoginSubtitle,
    fixedTitle: TITLE_TEXT.oilGasTitle,
    showManual: false,
  },
};

export function isFlavour(value: unknown): value is Flavour {
  return typeof value === 'string' && (FLAVOURS as readonly string[]).includes(value);
}

export function flavourProfile(flavour: Flavour): FlavourProfile {
  return PROFILES[flavour];
}

/** SPEC §1: the title-xny-ent parameter, or the default title when its code is not 00000. */
export function platformTitle(flavour: Flavour, titleParameter: ParameterValue | undefined): string {
  const fixed = PROFILES[flavour].fixedTitle;
  if (fixed) return fixed;
  if (titleParameter?.code === SUCCESS_CODE && titleParameter.data) return titleParameter.data;
  return TITLE_TEXT.defaultTitle;
}
