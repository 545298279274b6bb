// A facility ent_demo (南京) may add: a small PV plant inside 南京市, named by the test.
import type { FacilityAddRequest } from '@ent/core/contract';

export function nanjingFacility(name: string): FacilityAddRequest {
  return {
    name,
    facilityType: 'pv',
    capacityMw: '1',
    cityCode: '320100',
    address: '',
    longitude: '118.8',
    latitude: '32.05',
    status: '0',
  };
}
