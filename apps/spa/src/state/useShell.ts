import { useSnapshot } from 'valtio';
import { FLUENT_SIZE } from '../theme/shellTheme';
import { useServices } from './servicesContext';

/** The Fluent size for controls under the current size setting (SPEC §2 size selector). */
export function useControlSize(): 'small' | 'medium' | 'large' {
  const { shell } = useServices();
  const { size } = useSnapshot(shell.settings);
  return FLUENT_SIZE[size];
}
