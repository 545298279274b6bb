// /system/userAuthRole?userId= (分配角色): the roles of one account, chosen from every role it may
// hold (an enterprise account is not offered the roles only staff may hold).
import type { UserAuthRole } from '@ent/core/api';
import { USER_TEXT as T } from '@ent/core/messages';
import {
  Body1,
  Button,
  Checkbox,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title3,
} from '@fluentui/react-components';
import { ArrowLeftRegular, SaveRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useServices } from '../../../state/servicesContext';
import { useControlSize } from '../../../state/useShell';
import { useListPageStyles } from '../../../widgets/listPageStyles';

const useStyles = makeStyles({ select: { width: '40px' } });

export default function AuthRolePage() {
  const { userApi, notifier } = useServices();
  const styles = { ...useListPageStyles(), ...useStyles() };
  const size = useControlSize();
  const search = useSearch();
  const [, navigate] = useLocation();
  const userId = Number(new URLSearchParams(search).get('userId'));
  const [page, setPage] = useState<UserAuthRole | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!Number.isInteger(userId) || userId <= 0) return;
    void userApi.authRole(userId).then(({ data }) => {
      setPage(data ?? null);
      setChosen(new Set(data?.roleIds ?? []));
    });
  }, [userApi, userId]);

  const roles = (page?.roles ?? []).filter(
    (role) => chosen.has(role.roleId) || (role.status === '0' && (page?.user.userType === '2' || !role.staffOnly)),
  );
  const save = async () => {
    if (!page) return;
    setBusy(true);
    const result = await userApi.saveAuthRole({ userId: page.user.userId, roleIds: [...chosen] }).catch(() => null);
    setBusy(false);
    if (result?.code === '00000') notifier.show({ type: 'success', text: T.rolesSaved });
  };

  return (
    <div className={styles.page}>
      <Title3 as="h1">{T.authRoleTitle}</Title3>
      {page ? (
        <Body1>
          {T.userName} {page.user.userName} · {T.nickName} {page.user.nickName} · {T.userTypes[page.user.userType]}
        </Body1>
      ) : null}
      <Table className={styles.table} aria-label={T.roles} size={size === 'large' ? 'medium' : size}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell className={styles.select} />
            <TableHeaderCell>{T.roleName}</TableHeaderCell>
            <TableHeaderCell>{T.roleKey}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {roles.map((role) => (
            <TableRow key={role.roleId}>
              <TableCell>
                <Checkbox
                  aria-label={T.selectRole(role.roleName)}
                  checked={chosen.has(role.roleId)}
                  onChange={(_event, data) => {
                    const next = new Set(chosen);
                    if (data.checked === true) next.add(role.roleId);
                    else next.delete(role.roleId);
                    setChosen(next);
                  }}
                />
              </TableCell>
              <TableCell>{role.roleName}</TableCell>
              <TableCell>{role.roleKey}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <div className={styles.actions}>
        <Button
          size={size}
          appearance="primary"
          icon={<SaveRegular />}
          disabled={!page || busy}
          onClick={() => void save()}
        >
          {T.save}
        </Button>
        <Button size={size} icon={<ArrowLeftRegular />} onClick={() => navigate('/system/user')}>
          {T.back}
        </Button>
      </div>
    </div>
  );
}
