// /dataAdministration/addEnergyBody (SPEC §2 "set energy body facility"): a new facility, or the
// one named by ?id. Saving goes back to the list and closes this tab.
import type { FacilityRow } from '@ent/core/api';
import { FACILITY_TEXT } from '@ent/core/messages';
import { present } from '@ent/core/model';
import { EMPTY_FACILITY, type FacilityDraft } from '@ent/core/validate';
import {
  Button,
  Card,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  Title3,
} from '@fluentui/react-components';
import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useServices } from '../../../state/servicesContext';
import { useResource } from '../../../widgets/model/useResource';
import { FacilityForm } from './FacilityForm';

export const LIST_PATH = '/dataAdministration/energyBody';
export const EDIT_PATH = '/dataAdministration/addEnergyBody';

/** The positive integer id of ?id=, or null. */
export function idFrom(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function draftOf(row: FacilityRow): FacilityDraft {
  return {
    name: row.name,
    facilityType: row.facilityType,
    capacityMw: String(row.capacityMw),
    cityCode: row.cityCode,
    address: row.address,
    longitude: row.longitude === null ? '' : String(row.longitude),
    latitude: row.latitude === null ? '' : String(row.latitude),
    status: row.status,
  };
}

export default function EnergyBodyEdit() {
  const { facilities, notifier, shell } = useServices();
  const [, navigate] = useLocation();
  const search = useSearch();
  const id = useMemo(() => idFrom(search), [search]);
  // A new facility needs nothing from the server.
  const record = useResource(
    async () => (id === null ? null : draftOf(present((await facilities.get(id)).data))),
    [facilities, id],
  );

  const back = () => {
    navigate(LIST_PATH);
    shell.tabs.remove(EDIT_PATH);
  };

  const save = async (draft: FacilityDraft): Promise<boolean> => {
    try {
      if (id === null) await facilities.add(draft);
      else await facilities.update({ ...draft, id });
    } catch {
      // The client showed the server's message; the form keeps what was typed.
      return false;
    }
    notifier.show({ type: 'success', text: id === null ? FACILITY_TEXT.added : FACILITY_TEXT.saved });
    back();
    return true;
  };

  const initial = id === null ? EMPTY_FACILITY : record.data;
  if (record.status === 'failed' && id !== null)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{FACILITY_TEXT.loadFailed}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={back}>{FACILITY_TEXT.back}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  if (!initial) return <Spinner label={FACILITY_TEXT.loading} />;
  return (
    <Card>
      <Title3 as="h1">{id === null ? FACILITY_TEXT.addTitle : FACILITY_TEXT.updateTitle}</Title3>
      <FacilityForm key={id ?? 'new'} initial={initial} onSave={save} onCancel={back} />
    </Card>
  );
}
