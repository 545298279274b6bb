// Demo data of government-enterprise interaction: consulting threads for every demo enterprise in
// each state (pending, answered, followed up, closed with a rating, one with a PDF attachment),
// government-enterprise news and bulletins across the province's cities, some of them public.
// Historical answers put nothing in the bell: only answers given on the platform do.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JIANGSU_CITIES } from '@ent/core/platform';
import { plainToRichText } from '@ent/core/validate';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { demoPdf } from './demoPdf';

type Kind = 'question' | 'advice';
type Category = 'policy' | 'project' | 'report' | 'platform' | 'other';

interface ThreadTemplate {
  kind: Kind;
  category: Category;
  title: string;
  question: string;
  answer: string;
  followUp?: string;
  secondAnswer?: string;
}

const THREADS: ThreadTemplate[] = [
  {
    kind: 'question',
    category: 'project',
    title: '分布式光伏项目备案需要提交哪些材料？',
    question:
      '我公司计划在厂区屋顶建设约 3 兆瓦的分布式光伏项目，请问在平台办理项目备案需要准备哪些材料？屋顶产权证明是否必须提供原件扫描件？',
    answer:
      '您好！分布式光伏项目备案需提供：项目单位营业执照、屋顶产权证明或租赁协议、项目建设方案（含装机容量、投资估算）以及电网接入意见。产权证明提供清晰的扫描件即可，无需原件。',
    followUp: '如果屋顶是租赁的，租赁协议期限有没有要求？',
    secondAnswer: '租赁协议期限原则上应覆盖项目运营期，一般不少于 20 年；不足的请补充出租方同意续租的书面承诺。',
  },
  {
    kind: 'question',
    category: 'report',
    title: '月度能源数据填报截止时间是否可以延期？',
    question: '本月因财务系统升级，部分能耗数据需延后几天才能出具，请问月报截止时间能否申请延期？',
    answer:
      '您好！月报原则上须在每月 25 日前提交。确有困难的，可先暂存已有数据，并在备注中说明原因，截止日后 3 个工作日内补充完整即可。',
  },
  {
    kind: 'question',
    category: 'platform',
    title: '企业联系人变更后如何修改平台信息？',
    question: '我公司原联系人已离职，请问如何在平台上变更企业联系人及联系电话？',
    answer:
      '您好！请使用企业账号登录后，点击右上角用户菜单中的“企业信息”，修改联系人及联系电话并保存即可，无需另行提交申请。',
  },
  {
    kind: 'advice',
    category: 'project',
    title: '建议简化新型储能项目并网验收流程',
    question:
      '目前储能项目并网验收涉及多个部门分别现场检查，建议由能源主管部门牵头实行联合验收，一次性出具意见，缩短项目投运周期。',
    answer: '感谢您的建议！我局已将联合验收纳入明年工作计划，将会同电网企业研究制定具体办法，届时将在平台发布。',
  },
  {
    kind: 'question',
    category: 'policy',
    title: '2026年度新能源项目开发建设方案申报条件咨询',
    question: '请问 2026 年度光伏发电项目开发建设方案的申报条件和时间安排是怎样的？我公司尚未有已并网项目，能否申报？',
    answer:
      '您好！申报条件和时间安排详见“通知公告”中的《关于发布2026年度光伏发电项目开发建设方案的公告》。新进入企业可以申报，需具备相应的资金实力和项目前期工作基础。',
  },
  {
    kind: 'advice',
    category: 'platform',
    title: '建议平台增加数据批量导入功能',
    question: '我公司下属设施较多，逐条录入能源设施信息工作量较大，建议平台提供 Excel 模板批量导入功能。',
    answer: '感谢您的建议！批量导入功能已列入平台优化需求，预计下一版本上线，届时将通过平台公告通知。',
  },
  {
    kind: 'question',
    category: 'other',
    title: '能源数据填报培训的报名方式',
    question: '看到平台将组织能源企业数据填报培训，请问如何报名？每家企业可以参加几人？',
    answer: '您好！培训报名请联系所在地市能源主管部门，每家企业可报名 2 人，培训材料会在培训结束后上传至平台。',
  },
];

const NEWS = [
  {
    title: '我省新能源装机容量突破一亿千瓦',
    category: 'industry',
    city: null,
    source: '江苏省能源局',
    isPublic: true,
    paragraphs: [
      '截至本月底，全省新能源发电装机容量突破一亿千瓦，占全省电力总装机比重进一步提升。',
      '其中，光伏发电装机约六千万千瓦，风电装机约四千万千瓦，新型储能规模持续扩大。',
    ],
  },
  {
    title: '解读：分布式光伏发电开发建设管理办法',
    category: 'policy',
    city: null,
    source: '江苏省能源局',
    isPublic: true,
    paragraphs: [
      '新办法明确了分布式光伏的分类管理、备案要求和电网接入方式。',
      '一般工商业分布式光伏可选择全部自发自用或自发自用余电上网模式，备案时应如实填报。',
    ],
  },
  {
    title: '南京市召开新能源企业座谈会',
    category: 'work',
    city: '320100',
    source: '南京市发展和改革委员会',
    isPublic: false,
    paragraphs: ['会议听取了重点新能源企业的意见建议，协调解决项目建设中的用地、并网等问题。'],
  },
  {
    title: '苏州工业园区综合能源服务试点成效显著',
    category: 'industry',
    city: '320500',
    source: '苏州市能源主管部门',
    isPublic: true,
    paragraphs: ['试点以来，园区通过冷热电三联供和智慧能源平台，综合能效提升约百分之十二。'],
  },
  {
    title: '南通海上风电项目全容量并网',
    category: 'industry',
    city: '320600',
    source: '南通市发展和改革委员会',
    isPublic: true,
    paragraphs: ['南通海域某海上风电项目实现全容量并网，年上网电量预计超过十亿千瓦时。'],
  },
  {
    title: '徐州市开展迎峰度冬能源保供检查',
    category: 'work',
    city: '320300',
    source: '徐州市发展和改革委员会',
    isPublic: false,
    paragraphs: ['检查组深入电厂、燃气门站等重点场所，督促企业落实保供责任，确保群众温暖过冬。'],
  },
  {
    title: '解读：新型储能项目管理规范',
    category: 'policy',
    city: null,
    source: '江苏省能源局',
    isPublic: false,
    paragraphs: ['规范对新型储能项目的备案、建设、并网和运行管理作出了规定，明确了安全管理责任。'],
  },
  {
    title: '盐城市推进滨海风光储一体化基地建设',
    category: 'work',
    city: '320900',
    source: '盐城市能源主管部门',
    isPublic: true,
    paragraphs: ['基地规划建设风电、光伏和配套储能，建成后将成为沿海重要的清洁能源基地。'],
  },
  {
    title: '常州市储能产业链招商推介会举行',
    category: 'industry',
    city: '320400',
    source: '常州市发展和改革委员会',
    isPublic: false,
    paragraphs: ['推介会吸引了数十家储能企业参加，现场签约项目投资总额超过百亿元。'],
  },
  {
    title: '连云港港口油气储运设施安全专项整治启动',
    category: 'work',
    city: '320700',
    source: '连云港市发展和改革委员会',
    isPublic: false,
    paragraphs: ['专项整治将对港区油气储罐、管道开展全面排查，建立问题清单并限期整改。'],
  },
];

const BULLETINS = [
  { title: '无锡市关于开展分布式光伏项目备案信息核查的通知', city: '320200', isPublic: true },
  { title: '扬州市天然气管道保护范围公示', city: '321000', isPublic: true },
  { title: '淮安市新能源项目竣工验收结果公示', city: '320800', isPublic: true },
  { title: '镇江市关于报送能源设施运行数据的通知', city: '321100', isPublic: false },
  { title: '泰州市热电联产企业节能检查安排', city: '321200', isPublic: false },
  { title: '宿迁市关于组织新能源企业参加培训的通知', city: '321300', isPublic: false },
];

const DAY = 86_400_000;

/** Uploads one demo PDF owned by an enterprise account, as the upload endpoint would. */
function seedPdf(dataDir: string): { storedName: string; size: number } {
  const dir = join(dataDir, 'uploads');
  mkdirSync(dir, { recursive: true });
  const storedName = `${randomUUID()}.pdf`;
  const pdf = demoPdf(['Consulting attachment', 'Supporting material (demo)']);
  writeFileSync(join(dir, storedName), pdf);
  return { storedName, size: pdf.length };
}

async function seedConsulting(trx: Transaction<Database>, dataDir: string) {
  const enterprises = await trx
    .selectFrom('enterprise')
    .select(['id', 'contact_name', 'contact_phone'])
    .where('info_complete', '=', true)
    .orderBy('id')
    .execute();
  const users = await trx.selectFrom('app_user').select(['id', 'mainstay_id', 'username']).execute();
  const admin = users.find((user) => user.username === 'admin');
  const now = Date.now();
  for (const [index, enterprise] of enterprises.entries()) {
    const asker = users.find((user) => user.mainstay_id === enterprise.id);
    // Three threads each: answered and followed up or closed, answered, and pending.
    const picks = [index % THREADS.length, (index + 2) % THREADS.length, (index + 5) % THREADS.length];
    for (const [n, pick] of picks.entries()) {
      const template = THREADS[pick];
      if (!template) continue;
      const state = n === 0 ? (index % 2 === 0 ? 'followedUp' : 'closed') : n === 1 ? 'answered' : 'pending';
      const asked = new Date(now - (30 - n * 9 - (index % 5)) * DAY);
      const answered = new Date(asked.getTime() + 2 * DAY);
      const followed = new Date(answered.getTime() + DAY);
      const second = new Date(followed.getTime() + DAY);
      const last =
        state === 'pending' ? asked : state === 'answered' ? answered : state === 'closed' ? second : followed;
      const thread = await trx
        .insertInto('consulting_thread')
        .values({
          mainstay_id: enterprise.id,
          created_by: asker?.id ?? null,
          kind: template.kind,
          category: template.category,
          title: template.title,
          contact_name: enterprise.contact_name,
          contact_phone: enterprise.contact_phone,
          status:
            state === 'pending' || state === 'followedUp' ? 'pending' : state === 'closed' ? 'closed' : 'answered',
          rating: state === 'closed' ? (['1', '2', '1'][index % 3] as '1' | '2') : null,
          create_time: asked,
          update_time: last,
          answer_time: state === 'pending' ? null : state === 'closed' ? second : answered,
          close_time: state === 'closed' ? second : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const messages: Array<{ side: 'enterprise' | 'government'; content: string; at: Date }> = [
        { side: 'enterprise', content: template.question, at: asked },
      ];
      if (state !== 'pending') messages.push({ side: 'government', content: template.answer, at: answered });
      if (state === 'followedUp' || state === 'closed')
        messages.push({
          side: 'enterprise',
          content: template.followUp ?? '请问还有其他需要注意的事项吗？',
          at: followed,
        });
      if (state === 'closed')
        messages.push({
          side: 'government',
          content: template.secondAnswer ?? '没有其他事项，按要求办理即可。',
          at: second,
        });
      for (const [position, message] of messages.entries()) {
        const { id: messageId } = await trx
          .insertInto('consulting_message')
          .values({
            thread_id: thread.id,
            author_id: message.side === 'government' ? (admin?.id ?? null) : (asker?.id ?? null),
            side: message.side,
            content: message.content,
            create_time: message.at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // The first thread of an enterprise with an account carries a PDF with its question.
        if (position === 0 && n === 0 && asker) {
          const pdf = seedPdf(dataDir);
          const { id: fileId } = await trx
            .insertInto('upload_file')
            .values({
              owner_id: asker.id,
              mainstay_id: enterprise.id,
              original_name: '补充说明材料.pdf',
              stored_name: pdf.storedName,
              ext: 'pdf',
              mime: 'application/pdf',
              size: pdf.size,
              kind: 'attachment',
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('consulting_file')
            .values({ message_id: messageId, thread_id: thread.id, file_id: fileId, sort: 0 })
            .execute();
        }
      }
    }
  }
}

async function seedNews(trx: Transaction<Database>) {
  const admin = await trx.selectFrom('app_user').select('id').where('username', '=', 'admin').executeTakeFirst();
  const now = Date.now();
  await trx
    .insertInto('news')
    .values(
      NEWS.map((item, index) => ({
        title: item.title,
        category: item.category as 'policy' | 'industry' | 'work',
        city_code: item.city,
        source: item.source,
        summary: '',
        content: plainToRichText(item.paragraphs.join('\n')),
        is_public: item.isPublic,
        view_count: 20 + ((index * 37) % 180),
        publish_time: new Date(now - (index * 2 + 1) * DAY),
        created_by: admin?.id ?? null,
      })),
    )
    .execute();
  await trx
    .insertInto('bulletin')
    .values(
      BULLETINS.map((item, index) => {
        const city = JIANGSU_CITIES.find((c) => c.code === item.city)?.name ?? '';
        return {
          title: item.title,
          content: plainToRichText(
            `${item.title}。\n请${city}各有关企业按要求办理，如有疑问请通过平台“咨询建议”提出。`,
          ),
          is_public: item.isPublic,
          city_code: item.city,
          publish_time: new Date(now - (index * 4 + 2) * DAY),
          created_by: admin?.id ?? null,
        };
      }),
    )
    .execute();
}

export async function seedDemoZqhd(trx: Transaction<Database>, dataDir: string): Promise<void> {
  await seedConsulting(trx, dataDir);
  await seedNews(trx);
}
