// The 岗位管理 dialog: add a post or change one, checked as typed with the server's own schema.
import type { PostRow } from '@ent/core/api';
import { postCreateRequest } from '@ent/core/contract';
import { POST_TEXT as T } from '@ent/core/messages';
import { schemaErrors } from '@ent/core/validate';
import { Field, Input, Textarea } from '@fluentui/react-components';
import { useServices } from '../../../state/servicesContext';
import { EditorDialog } from '../../../widgets/model/EditorDialog';
import { StatusField } from '../../../widgets/model/StatusField';
import { useFormModel } from '../../../widgets/model/useFormModel';

interface PostForm {
  postCode: string;
  postName: string;
  postSort: string;
  status: '0' | '1';
  remark: string;
}

export function PostEditor({
  editing,
  onClose,
  onSaved,
}: {
  /** null adds a post. */
  editing: PostRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { postApi, notifier } = useServices();
  const form = useFormModel<PostForm>({
    initial: {
      postCode: editing?.postCode ?? '',
      postName: editing?.postName ?? '',
      postSort: String(editing?.postSort ?? 0),
      status: editing?.status ?? '0',
      remark: editing?.remark ?? '',
    },
    validate: (values) => schemaErrors<PostForm>(postCreateRequest, values),
  });

  const submit = () => {
    void form.model.submit(async (values) => {
      const body = { ...values, postSort: Number(values.postSort) };
      const { data } = editing ? await postApi.update({ postId: editing.postId, ...body }) : await postApi.add(body);
      if (!data) return false;
      notifier.show({ type: 'success', text: T.saved });
      onSaved();
      return true;
    });
  };

  return (
    <EditorDialog title={editing ? T.editTitle : T.addTitle} busy={form.state.busy} onSubmit={submit} onClose={onClose}>
      <Field label={T.name} required {...form.validation('postName')}>
        <Input {...form.text('postName')} />
      </Field>
      <Field label={T.code} required {...form.validation('postCode')}>
        <Input {...form.text('postCode')} />
      </Field>
      <Field label={T.sort} required {...form.validation('postSort')}>
        <Input type="number" min={0} {...form.text('postSort')} />
      </Field>
      <StatusField
        label={T.status}
        value={form.values.status}
        labels={T.statuses}
        onChange={(status) => form.model.set('status', status)}
      />
      <Field label={T.remark} {...form.validation('remark')}>
        <Textarea resize="vertical" {...form.text('remark')} />
      </Field>
    </EditorDialog>
  );
}
