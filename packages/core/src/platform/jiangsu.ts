/** The province's 13 prefecture-level cities: division code (GB/T 2260), name, centre [lon, lat]. */
export const JIANGSU_CITIES = [
  { code: '320100', name: '南京市', center: [118.767413, 32.041544] },
  { code: '320200', name: '无锡市', center: [120.301663, 31.574729] },
  { code: '320300', name: '徐州市', center: [117.184811, 34.261792] },
  { code: '320400', name: '常州市', center: [119.946973, 31.772752] },
  { code: '320500', name: '苏州市', center: [120.619585, 31.299379] },
  { code: '320600', name: '南通市', center: [120.864608, 32.016212] },
  { code: '320700', name: '连云港市', center: [119.178821, 34.600018] },
  { code: '320800', name: '淮安市', center: [119.021265, 33.597506] },
  { code: '320900', name: '盐城市', center: [120.139998, 33.377631] },
  { code: '321000', name: '扬州市', center: [119.421003, 32.393159] },
  { code: '321100', name: '镇江市', center: [119.452753, 32.204402] },
  { code: '321200', name: '泰州市', center: [119.915176, 32.484882] },
  { code: '321300', name: '宿迁市', center: [118.275162, 33.963008] },
] as const;
