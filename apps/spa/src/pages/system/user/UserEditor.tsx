// The 用户管理 dialog: add an account (government staff in a department, or an enterprise's
// account) or change one. Values are checked as typed with the server's own rules (core
// validate/userAccount: the request schema, the department or enterprise the type needs, the
// password policy), every problem under its field before anything is sent; the phone shows whole
// only here, and only to holders of the edit permission (the server decides).

import type { DeptRow, EnterpriseOption, UserFormOptions } from '@ent/core/api';
import { DICT_TYPES } from '@ent/core/dict';
import { USER_TEXT as T } from '@ent/core/messages';
import { buildTree, flattenTree } from '@ent/core/tree';
import { type UserAccountValues, userAccountErrors } from '@ent/core/validate';
import {
  Combobox,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Radio,
  RadioGroup,
  Textarea,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useServices } from '../../../state/servicesContext';
import { useDictChoices } from '../../../widgets/dict/useDictionary';
import { EditorDialog } from '../../../widgets/model/EditorDialog';
import { StatusField } from '../../../widgets/model/StatusField';
import { useFormModel } from '../../../widgets/model/useFormModel';

const useStyles = makeStyles({
  form: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '12px' },
  wide: { gridColumn: '1 / -1' },
});

type UserForm = UserAccountValues;

export function UserEditor({
  userId,
  depts,
  onClose,
  onSaved,
}: {
  /** null adds an account. */
  userId: number | null;
  depts: DeptRow[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { userApi, notifier, sessionState } = useServices();
  // The platform's policy as the session read it; the server checks the current one again.
  const policy = useSnapshot(sessionState).user?.passwordPolicy ?? null;
  // 用户性别 is a dictionary staff extend (字典管理).
  const sexes = useDictChoices(DICT_TYPES.sex);
  const styles = useStyles();
  const [options, setOptions] = useState<UserFormOptions>({ posts: [], roles: [] });
  const [enterprises, setEnterprises] = useState<EnterpriseOption[]>([]);
  const [enterpriseText, setEnterpriseText] = useState('');
  const [loaded, setLoaded] = useState(userId === null);
  const form = useFormModel<UserForm>({
    initial: {
      userType: '2',
      userName: '',
      nickName: '',
      deptId: null,
      enterpriseId: null,
      phonenumber: '',
      email: '',
      sex: '2',
      status: '0',
      postIds: [],
      roleIds: [],
      remark: '',
      password: '',
    },
    validate: (values) => userAccountErrors(values, { userId, policy }),
  });

  useEffect(() => {
    void (async () => {
      const { data } = await userApi.formOptions();
      if (data) setOptions(data);
      if (userId === null) return;
      const detail = (await userApi.get(userId)).data;
      if (!detail) return;
      for (const [key, value] of Object.entries({
        userType: detail.userType,
        userName: detail.userName,
        nickName: detail.nickName,
        deptId: detail.deptId,
        enterpriseId: detail.enterpriseId,
        phonenumber: detail.phonenumber,
        email: detail.email,
        sex: detail.sex,
        status: detail.status,
        postIds: detail.postIds,
        roleIds: detail.roleIds,
        remark: detail.remark,
      }))
        form.model.set(key as keyof UserForm, value as never);
      setEnterpriseText(detail.enterpriseName);
      setLoaded(true);
    })();
  }, [userApi, userId, form.model]);

  const searchEnterprises = async (text: string) => {
    setEnterpriseText(text);
    const { data } = await userApi.enterprises(text);
    setEnterprises(data ?? []);
  };

  const deptOptions = flattenTree(
    buildTree(
      depts,
      (dept) => dept.deptId,
      (dept) => dept.parentId,
    ),
  ).map((node) => ({
    id: node.id,
    label: node.item.deptName,
    indent: node.item.ancestors ? node.item.ancestors.split(',').length : 0,
  }));
  const values = form.values;
  const roles = options.roles.filter((role) => role.status === '0' && (values.userType === '2' || !role.staffOnly));

  const submit = () => {
    void form.model.submit(async (input) => {
      const { password, ...body } = input;
      const account = {
        ...body,
        deptId: body.userType === '2' ? body.deptId : null,
        enterpriseId: body.userType === '1' ? body.enterpriseId : null,
      };
      const { data } =
        userId === null ? await userApi.add({ ...account, password }) : await userApi.update({ ...account, userId });
      if (!data) return false;
      notifier.show({ type: 'success', text: T.saved });
      onSaved();
      return true;
    });
  };

  return (
    <EditorDialog
      title={userId === null ? T.addTitle : T.editTitle}
      busy={form.state.busy}
      onSubmit={submit}
      onClose={onClose}
      ready={loaded}
    >
      <Field label={T.userType} className={styles.wide}>
        <RadioGroup
          layout="horizontal"
          value={values.userType}
          disabled={userId !== null}
          onChange={(_event, data) => form.model.set('userType', data.value as '1' | '2')}
        >
          <Radio value="2" label={T.userTypes['2']} />
          <Radio value="1" label={T.userTypes['1']} />
        </RadioGroup>
      </Field>
      <Field label={T.nickName} required {...form.validation('nickName')}>
        <Input {...form.text('nickName')} />
      </Field>
      {values.userType === '2' ? (
        <Field label={T.dept} required {...form.validation('deptId')}>
          <Dropdown
            value={deptOptions.find((dept) => dept.id === values.deptId)?.label ?? ''}
            selectedOptions={values.deptId === null ? [] : [String(values.deptId)]}
            onOptionSelect={(_event, data) => form.model.set('deptId', Number(data.optionValue))}
          >
            {deptOptions.map((dept) => (
              <Option key={dept.id} value={String(dept.id)} text={dept.label}>
                {`${'\u00a0'.repeat(dept.indent * 3)}${dept.label}`}
              </Option>
            ))}
          </Dropdown>
        </Field>
      ) : (
        <Field label={T.enterprise} required hint={T.enterpriseSearch} {...form.validation('enterpriseId')}>
          <Combobox
            freeform
            value={enterpriseText}
            selectedOptions={values.enterpriseId === null ? [] : [String(values.enterpriseId)]}
            onChange={(event) => void searchEnterprises(event.target.value)}
            onOpenChange={(_event, data) => {
              if (data.open && enterprises.length === 0) void searchEnterprises(enterpriseText);
            }}
            onOptionSelect={(_event, data) => {
              form.model.set('enterpriseId', data.optionValue ? Number(data.optionValue) : null);
              setEnterpriseText(data.optionText ?? '');
            }}
          >
            {enterprises.map((enterprise) => (
              <Option key={enterprise.id} value={String(enterprise.id)} text={enterprise.name}>
                {`${enterprise.name} ${enterprise.creditCode}`}
              </Option>
            ))}
          </Combobox>
        </Field>
      )}
      <Field label={T.userName} required {...form.validation('userName')}>
        <Input {...form.text('userName')} disabled={userId !== null} autoComplete="off" />
      </Field>
      {userId === null ? (
        <Field label={T.password} required {...form.validation('password')}>
          <Input type="password" autoComplete="new-password" {...form.text('password')} />
        </Field>
      ) : null}
      <Field label={T.phone} {...form.validation('phonenumber')}>
        <Input {...form.text('phonenumber')} inputMode="tel" />
      </Field>
      <Field label={T.email} {...form.validation('email')}>
        <Input {...form.text('email')} type="email" />
      </Field>
      <Field label={T.sex}>
        <Dropdown
          value={sexes.label(values.sex)}
          selectedOptions={[values.sex]}
          onOptionSelect={(_event, data) => form.model.set('sex', data.optionValue ?? values.sex)}
        >
          {sexes.choices.map(([value, label]) => (
            <Option key={value} value={value}>
              {label}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <StatusField
        label={T.status}
        value={values.status}
        labels={T.statuses}
        onChange={(status) => form.model.set('status', status)}
      />
      <Field label={T.posts} {...form.validation('postIds')}>
        <Dropdown
          multiselect
          value={options.posts
            .filter((post) => values.postIds.includes(post.postId))
            .map((post) => post.postName)
            .join(', ')}
          selectedOptions={values.postIds.map(String)}
          onOptionSelect={(_event, data) => form.model.set('postIds', data.selectedOptions.map(Number))}
        >
          {options.posts
            .filter((post) => post.status === '0')
            .map((post) => (
              <Option key={post.postId} value={String(post.postId)}>
                {post.postName}
              </Option>
            ))}
        </Dropdown>
      </Field>
      <Field label={T.roles} {...form.validation('roleIds')}>
        <Dropdown
          multiselect
          value={options.roles
            .filter((role) => values.roleIds.includes(role.roleId))
            .map((role) => role.roleName)
            .join(', ')}
          selectedOptions={values.roleIds.map(String)}
          onOptionSelect={(_event, data) => form.model.set('roleIds', data.selectedOptions.map(Number))}
        >
          {roles.map((role) => (
            <Option key={role.roleId} value={String(role.roleId)}>
              {role.roleName}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={T.remark} className={styles.wide} {...form.validation('remark')}>
        <Textarea
          resize="vertical"
          value={values.remark}
          onChange={(_event, data) => form.model.set('remark', data.value)}
          onBlur={() => form.model.leave('remark')}
        />
      </Field>
    </EditorDialog>
  );
}
