// The major project desk (default flavour landing): the enterprise's (or, for government staff,
// the province's) projects, reports and notices, from the server.
import { DESK_TEXT, MENU_TEXT } from '@ent/core/messages';
import { Card } from '@fluentui/react-components';
import { BarChart } from '../../widgets/Charts';
import { WarningTip } from '../../widgets/WarningTip';
import { DeskFrame, DeskLoading, monthLabel, StatTile, useDeskOverview, useDeskStyles } from './deskParts';

export default function MajorProjectDesk() {
  const overview = useDeskOverview();
  const styles = useDeskStyles();
  return (
    <DeskFrame title={MENU_TEXT.desks.major}>
      {overview === null ? <DeskLoading /> : null}
      {overview === 'failed' ? <WarningTip>{DESK_TEXT.loadFailed}</WarningTip> : null}
      {overview && overview !== 'failed' ? (
        <>
          <div className={styles.tiles}>
            <StatTile label={DESK_TEXT.majorProjects} value={overview.projects.major} />
            <StatTile label={DESK_TEXT.projects} value={overview.projects.total} />
            <StatTile
              label={DESK_TEXT.investment}
              value={overview.projects.investment.toLocaleString('zh-CN', { maximumFractionDigits: 0 })}
              unit={DESK_TEXT.investmentUnit}
            />
            <StatTile label={DESK_TEXT.reportsDue} value={overview.reports.due} />
            <StatTile
              label={DESK_TEXT.reportsOverdue}
              value={overview.reports.overdue}
              warn={overview.reports.overdue > 0}
            />
            <StatTile label={DESK_TEXT.unreadNotices} value={overview.unreadNotices} />
          </div>
          <div className={styles.charts}>
            <Card className={styles.chartCard}>
              <BarChart
                title={DESK_TEXT.reportTrend}
                points={overview.trend.map((t) => ({ label: monthLabel(t.month), value: t.reportsSubmitted }))}
              />
            </Card>
            <Card className={styles.chartCard}>
              <BarChart
                title={DESK_TEXT.projectStatus}
                points={overview.projects.byStatus.map((s) => ({ label: s.label, value: s.count }))}
              />
            </Card>
          </div>
        </>
      ) : null}
    </DeskFrame>
  );
}
