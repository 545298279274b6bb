import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  tip: {
    color: tokens.colorPaletteRedForeground1,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    margin: '4px 0',
  },
});

/** SPEC §2: the red warning text tip. */
export function WarningTip({ children }: { children: ReactNode }) {
  return (
    <p className={useStyles().tip} role="note">
      {children}
    </p>
  );
}
