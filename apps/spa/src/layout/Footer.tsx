// SPEC §2 footer: support phone, service hours, downloads (推荐使用chrome, 系统访问浏览器说明,
// 用户手册 — the manual hidden in the xny and oilgas flavours) through the download-file look-up,
// the ICP filing link and the five friend links from the user's jumpUrlObj.
import { DOWNLOAD_CODE, DOWNLOAD_FILES_BASE, type DownloadCode, JUMP_URL_CODES } from '@ent/core/api';
import { SHELL_TEXT } from '@ent/core/messages';
import { Divider, Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useSnapshot } from 'valtio';
import { SHELL_PARAMETERS } from '../services';
import { useServices } from '../state/servicesContext';
import { downloadUrl } from '../widgets/download';

const useStyles = makeStyles({
  footer: {
    marginTop: 'auto',
    padding: '14px 20px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '6px',
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground3,
  },
  link: { fontSize: tokens.fontSizeBase200 },
  row: { display: 'flex', flexWrap: 'wrap', gap: '6px 16px', justifyContent: 'center', alignItems: 'center' },
});

export function Footer() {
  const services = useServices();
  const { profile } = useSnapshot(services.platform);
  const { user } = useSnapshot(services.sessionState);
  const styles = useStyles();
  const phone = services.parameter(SHELL_PARAMETERS.supportPhone);
  const icp = services.parameter(SHELL_PARAMETERS.icpRecord);

  const download = async (code: DownloadCode) => {
    // A missing file answers A0410 with its own message, which the HTTP client shows.
    const response = await services.files.downloadFileName(code).catch(() => null);
    if (response?.data) downloadUrl(`${DOWNLOAD_FILES_BASE}${encodeURIComponent(response.data)}`);
  };

  const downloads: Array<[DownloadCode, string]> = [
    [DOWNLOAD_CODE.chrome, SHELL_TEXT.chrome],
    [DOWNLOAD_CODE.browserGuide, SHELL_TEXT.browserGuide],
    ...(profile.showManual ? ([[DOWNLOAD_CODE.manual, SHELL_TEXT.manual]] as Array<[DownloadCode, string]>) : []),
  ];

  return (
    <footer className={styles.footer}>
      <div className={styles.row}>
        {phone ? <Text size={200}>{SHELL_TEXT.supportPhone(phone)}</Text> : null}
        <Text size={200}>{SHELL_TEXT.serviceHours}</Text>
        {downloads.map(([code, label]) => (
          <Link key={code} as="button" className={styles.link} onClick={() => void download(code)}>
            {label}
          </Link>
        ))}
      </div>
      <div className={styles.row}>
        {JUMP_URL_CODES.map((code) => {
          const url = user?.jumpUrlObj[code];
          return url ? (
            <Link key={code} href={url} target="_blank" rel="noopener noreferrer">
              {SHELL_TEXT.friendLinks[code]}
            </Link>
          ) : (
            <Text key={code} size={200}>
              {SHELL_TEXT.friendLinks[code]}
            </Text>
          );
        })}
      </div>
      <Divider />
      {icp ? (
        <Link href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
          {icp}
        </Link>
      ) : null}
    </footer>
  );
}
