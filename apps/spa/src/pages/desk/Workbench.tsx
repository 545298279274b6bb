// The new-energy workbench (xny flavour landing). Without a token (embedded in a public platform)
// it shows only the province-wide public figures, never an enterprise's data.
import type { PublicFigures } from '@ent/core/api';
import { DESK_TEXT, MENU_TEXT } from '@ent/core/messages';
import { Card } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useServices } from '../../state/servicesContext';
import { BarChart, LineChart } from '../../widgets/Charts';
import { WarningTip } from '../../widgets/WarningTip';
import { DeskFrame, DeskLoading, monthLabel, StatTile, useDeskOverview, useDeskStyles } from './deskParts';

function PublicWorkbench() {
  const { desk } = useServices();
  const styles = useDeskStyles();
  const [figures, setFigures] = useState<PublicFigures | null | 'failed'>(null);
  useEffect(() => {
    desk
      .publicFigures()
      .then((response) => setFigures(response.data ?? 'failed'))
      .catch(() => setFigures('failed'));
  }, [desk]);
  return (
    <DeskFrame title={DESK_TEXT.publicTitle}>
      {figures === null ? <DeskLoading /> : null}
      {figures === 'failed' ? <WarningTip>{DESK_TEXT.loadFailed}</WarningTip> : null}
      {figures && figures !== 'failed' ? (
        <>
          <div className={styles.tiles}>
            <StatTile label={DESK_TEXT.publicEnterprises} value={figures.enterprises} />
            <StatTile label={DESK_TEXT.publicProjects} value={figures.projects} />
            <StatTile label={DESK_TEXT.publicFacilities} value={figures.facilities} />
            <StatTile label={DESK_TEXT.capacity} value={figures.capacityMw} unit={DESK_TEXT.capacityUnit} />
          </div>
          <Card className={styles.chartCard}>
            <BarChart
              title={DESK_TEXT.capacityByCity}
              points={figures.byCity.map((c) => ({
                label: DESK_TEXT.cityLabel(c.city),
                value: Math.round(c.capacityMw),
              }))}
            />
          </Card>
        </>
      ) : null}
    </DeskFrame>
  );
}

function EnterpriseWorkbench() {
  const overview = useDeskOverview();
  const styles = useDeskStyles();
  return (
    <DeskFrame title={MENU_TEXT.desks.xny}>
      {overview === null ? <DeskLoading /> : null}
      {overview === 'failed' ? <WarningTip>{DESK_TEXT.loadFailed}</WarningTip> : null}
      {overview && overview !== 'failed' ? (
        <>
          <div className={styles.tiles}>
            <StatTile label={DESK_TEXT.facilities} value={overview.facilities.total} />
            <StatTile label={DESK_TEXT.capacity} value={overview.facilities.capacityMw} unit={DESK_TEXT.capacityUnit} />
            <StatTile label={DESK_TEXT.projects} value={overview.projects.total} />
            <StatTile label={DESK_TEXT.reportsDue} value={overview.reports.due} />
            <StatTile label={DESK_TEXT.unreadNotices} value={overview.unreadNotices} />
          </div>
          <div className={styles.charts}>
            <Card className={styles.chartCard}>
              <LineChart
                title={DESK_TEXT.capacityTrend}
                points={overview.trend.map((t) => ({ label: monthLabel(t.month), value: t.capacityAddedMw }))}
              />
            </Card>
            <Card className={styles.chartCard}>
              <BarChart
                title={DESK_TEXT.capacityByType}
                points={overview.facilities.byType.map((t) => ({ label: t.label, value: t.capacityMw }))}
              />
            </Card>
          </div>
        </>
      ) : null}
    </DeskFrame>
  );
}

export default function Workbench() {
  const { tokens } = useServices();
  const { user } = useSnapshot(useServices().sessionState);
  return user || tokens.getToken() ? <EnterpriseWorkbench /> : <PublicWorkbench />;
}
