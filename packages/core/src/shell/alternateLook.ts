// SPEC §2: the shell looks different on these paths for users with role newEnergy.
export const ALTERNATE_LOOK_SEGMENTS = [
  'oilGasDesktop',
  'workbench',
  'informationFilling',
  'implementationLibrary',
  'projectComplaint',
  'projectSchedule',
  'energyProjectrevocation',
  'projectChange',
  'dataAdministration/projectMap',
] as const;

export const NEW_ENERGY_ROLE = 'newEnergy';

export function usesAlternateLook(path: string, roles: readonly string[]): boolean {
  return roles.includes(NEW_ENERGY_ROLE) && ALTERNATE_LOOK_SEGMENTS.some((segment) => path.includes(segment));
}
