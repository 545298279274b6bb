/** The province's 13 prefecture-level cities with their division codes (GB/T 2260). */
export const JIANGSU_CITIES = [
  { code: '320100', name: '南京市' },
  { code: '320200', name: '无锡市' },
  { code: '320300', name: '徐州市' },
  { code: '320400', name: '常州市' },
  { code: '320500', name: '苏州市' },
  { code: '320600', name: '南通市' },
  { code: '320700', name: '连云港市' },
  { code: '320800', name: '淮安市' },
  { code: '320900', name: '盐城市' },
  { code: '321000', name: '扬州市' },
  { code: '321100', name: '镇江市' },
  { code: '321200', name: '泰州市' },
  { code: '321300', name: '宿迁市' },
] as const;
