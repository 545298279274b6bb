// The oil and gas desk (oilgas flavour landing): the reports an enterprise owes and has made.
import { DESK_TEXT, MENU_TEXT } from '@ent/core/messages';
import { Card } from '@fluentui/react-components';
import { BarChart } from '../../widgets/Charts';
import { WarningTip } from '../../widgets/WarningTip';
import { DeskFrame, DeskLoading, monthLabel, StatTile, useDeskOverview, useDeskStyles } from './deskParts';

export default function OilGasDesk() {
  const overview = useDeskOverview();
  const styles = useDeskStyles();
  return (
    <DeskFrame title={MENU_TEXT.desks.oilgas}>
      {overview === null ? <DeskLoading /> : null}
      {overview === 'failed' ? <WarningTip>{DESK_TEXT.loadFailed}</WarningTip> : null}
      {overview && overview !== 'failed' ? (
        <>
          <div className={styles.tiles}>
            <StatTile label={DESK_TEXT.reportsDue} value={overview.reports.due} />
            <StatTile
              label={DESK_TEXT.reportsOverdue}
              value={overview.reports.overdue}
              warn={overview.reports.overdue > 0}
            />
            <StatTile label={DESK_TEXT.reportsDone} value={overview.reports.done} />
            <StatTile label={DESK_TEXT.facilities} value={overview.facilities.total} />
            <StatTile label={DESK_TEXT.unreadNotices} value={overview.unreadNotices} />
          </div>
          <Card className={styles.chartCard}>
            <BarChart
              title={DESK_TEXT.reportTrend}
              points={overview.trend.map((t) => ({ label: monthLabel(t.month), value: t.reportsSubmitted }))}
            />
          </Card>
        </>
      ) : null}
    </DeskFrame>
  );
}
