// Staff publish or edit a news item or a bulletin: title, (for news) column, source and summary,
// the city it concerns or the whole province, whether the public page shows it, and rich text
// from the lazily loaded editor. The server stores the text sanitised.
import type { Bulletin, NewsDetail } from '@ent/core/api';
import type { NewsCategory } from '@ent/core/contract';
import { DICT_TYPES } from '@ent/core/dict';
import { NEWS_TEXT } from '@ent/core/messages';
import { JIANGSU_CITIES } from '@ent/core/platform';
import { type NewsErrors, validateNewsDraft } from '@ent/core/validate';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Spinner,
  Switch,
  Textarea,
} from '@fluentui/react-components';
import { lazy, Suspense, useState } from 'react';
import { useServices } from '../../../state/servicesContext';
import { useDictChoices } from '../../../widgets/dict/useDictionary';

const RichTextEditor = lazy(() => import('../../../widgets/form/RichTextEditor'));

const useStyles = makeStyles({
  surface: { maxWidth: '820px', width: '100%' },
  form: { display: 'flex', flexDirection: 'column', gap: '12px' },
  row: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '12px' },
});

export type EditTarget = { type: 'news'; item: NewsDetail | null } | { type: 'bulletin'; item: Bulletin | null };

interface Draft {
  title: string;
  category: NewsCategory;
  cityCode: string;
  source: string;
  summary: string;
  content: string;
  isPublic: boolean;
}

function draftOf(target: EditTarget): Draft {
  if (target.type === 'news') {
    const item = target.item;
    return {
      title: item?.title ?? '',
      category: item?.category ?? 'work',
      cityCode: item?.cityCode ?? '',
      source: item?.source ?? '',
      summary: item?.summary ?? '',
      content: item?.content ?? '',
      isPublic: item?.isPublic ?? false,
    };
  }
  const item = target.item;
  return {
    title: item?.title ?? '',
    category: 'work',
    cityCode: item?.cityCode ?? '',
    source: '',
    summary: '',
    content: item?.content ?? '',
    isPublic: item?.isPublic ?? false,
  };
}

export function NewsEditor({
  target,
  onClose,
  onSaved,
}: {
  target: EditTarget;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { news, notifier } = useServices();
  const categories = useDictChoices(DICT_TYPES.newsCategory);
  const styles = useStyles();
  const [draft, setDraft] = useState(() => draftOf(target));
  const [errors, setErrors] = useState<NewsErrors>({});
  const [busy, setBusy] = useState(false);
  const isNews = target.type === 'news';
  const editing = target.item !== null;
  const title = isNews
    ? editing
      ? NEWS_TEXT.editNewsTitle
      : NEWS_TEXT.addNewsTitle
    : editing
      ? NEWS_TEXT.editBulletinTitle
      : NEWS_TEXT.addBulletinTitle;

  const change = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const save = async () => {
    const found = validateNewsDraft(draft);
    setErrors(found);
    if (busy || Object.values(found).some(Boolean)) return;
    setBusy(true);
    const cityCode = draft.cityCode || null;
    const common = { title: draft.title.trim(), cityCode, content: draft.content, isPublic: draft.isPublic };
    let request: Promise<unknown>;
    if (target.type === 'news') {
      const body = { ...common, category: draft.category, source: draft.source.trim(), summary: draft.summary.trim() };
      request = target.item ? news.update({ ...body, newsId: target.item.newsId }) : news.create(body);
    } else {
      request = target.item
        ? news.updateBulletin({ ...common, bulletinId: target.item.bulletinId })
        : news.createBulletin(common);
    }
    const done = await request
      .then(() => true)
      .catch(() => false)
      .finally(() => setBusy(false));
    if (!done) return;
    notifier.show({ type: 'success', text: editing ? NEWS_TEXT.edited : NEWS_TEXT.added });
    onSaved();
  };

  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface}>
        <form
          noValidate
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label={NEWS_TEXT.subject} required validationMessage={errors.title}>
                <Input value={draft.title} onChange={(_event, data) => change('title', data.value)} />
              </Field>
              <div className={styles.row}>
                {isNews ? (
                  <Field label={NEWS_TEXT.category}>
                    <Dropdown
                      value={categories.label(draft.category)}
                      selectedOptions={[draft.category]}
                      onOptionSelect={(_event, data) =>
                        change('category', (data.optionValue ?? 'work') as NewsCategory)
                      }
                    >
                      {categories.choices.map(([key, label]) => (
                        <Option key={key} value={key}>
                          {label}
                        </Option>
                      ))}
                    </Dropdown>
                  </Field>
                ) : null}
                <Field label={NEWS_TEXT.city}>
                  <Dropdown
                    value={JIANGSU_CITIES.find((city) => city.code === draft.cityCode)?.name ?? NEWS_TEXT.province}
                    selectedOptions={[draft.cityCode]}
                    onOptionSelect={(_event, data) => change('cityCode', data.optionValue ?? '')}
                  >
                    <Option value="">{NEWS_TEXT.province}</Option>
                    {JIANGSU_CITIES.map((city) => (
                      <Option key={city.code} value={city.code}>
                        {city.name}
                      </Option>
                    ))}
                  </Dropdown>
                </Field>
              </div>
              {isNews ? (
                <>
                  <Field label={NEWS_TEXT.source} validationMessage={errors.source}>
                    <Input value={draft.source} onChange={(_event, data) => change('source', data.value)} />
                  </Field>
                  <Field label={NEWS_TEXT.summary} validationMessage={errors.summary}>
                    <Textarea
                      rows={2}
                      value={draft.summary}
                      onChange={(_event, data) => change('summary', data.value)}
                    />
                  </Field>
                </>
              ) : null}
              <Field label={NEWS_TEXT.content} required validationMessage={errors.content}>
                <Suspense fallback={<Spinner size="tiny" />}>
                  <RichTextEditor
                    value={draft.content}
                    onChange={(html) => change('content', html)}
                    label={NEWS_TEXT.content}
                    height={240}
                    disabled={false}
                  />
                </Suspense>
              </Field>
              <Switch
                label={NEWS_TEXT.isPublic}
                checked={draft.isPublic}
                onChange={(_event, data) => change('isPublic', data.checked)}
              />
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={busy}>
                {NEWS_TEXT.save}
              </Button>
              <Button onClick={onClose}>{NEWS_TEXT.cancel}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
