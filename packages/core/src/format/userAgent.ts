// Browser and operating system named from a User-Agent header, for the online list and the login
// log. Only the families the platform's users run are told apart; anything else is shown as sent.

export interface UserAgentSummary {
  browser: string;
  os: string;
}

// Order matters: Edge and Opera also announce Chrome, Chrome also announces Safari.
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/QQBrowser\/(\d+)/, 'QQBrowser'],
  [/MicroMessenger\/(\d+)/, 'WeChat'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/HeadlessChrome\/(\d+)/, 'Chrome Headless'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/, 'Safari'],
  [/(?:MSIE |Trident\/.*rv:)(\d+)/, 'Internet Explorer'],
];

const SYSTEMS: [RegExp, (match: RegExpExecArray) => string][] = [
  [/Windows NT 10/, () => 'Windows 10/11'],
  [/Windows NT 6\.3/, () => 'Windows 8.1'],
  [/Windows NT 6\.1/, () => 'Windows 7'],
  [/Windows/, () => 'Windows'],
  [/Android (\d+)/, (m) => `Android ${m[1]}`],
  [/(?:iPhone|iPad).* OS (\d+)/, (m) => `iOS ${m[1]}`],
  [/Mac OS X (\d+)[._](\d+)/, (m) => `macOS ${m[1]}.${m[2]}`],
  [/HarmonyOS/, () => 'HarmonyOS'],
  [/CrOS/, () => 'ChromeOS'],
  [/Linux/, () => 'Linux'],
];

export function summariseUserAgent(userAgent: string | null | undefined): UserAgentSummary {
  const ua = userAgent ?? '';
  let browser = '';
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  let os = '';
  for (const [pattern, name] of SYSTEMS) {
    const match = pattern.exec(ua);
    if (match) {
      os = name(match);
      break;
    }
  }
  // Something else (a script, a tool): its first word is the best name there is.
  if (!browser) browser = ua.split(/[\s/]/)[0]?.slice(0, 40) ?? '';
  return { browser, os };
}
